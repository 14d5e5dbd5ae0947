import { SHOWN_CODES_GLOBAL, SHOWN_CODES_KEPT, type ShownCodesQueue } from '@portal/contracts/portal';
import { useEffect, useRef } from 'react';

/**
 * Says that this page shows a catalogue code it decided on by itself (no answer of the gateway
 * carried it), for simulator mode's coverage of QA work (@portal/contracts, shown-codes.ts).
 * Never throws: it is bookkeeping, never a reason for a page to fail.
 */
export function reportShownCode(code: string, host: object = globalThis): void {
  try {
    const slots = host as Record<string, ShownCodesQueue | string[] | undefined>;
    const queue = slots[SHOWN_CODES_GLOBAL] ?? [];
    slots[SHOWN_CODES_GLOBAL] = queue;
    queue.push(code);
    // Nobody takes the queue in proxy mode: keep only the latest few.
    if (Array.isArray(queue) && queue.length > SHOWN_CODES_KEPT) queue.shift();
  } catch {
    // A frozen or odd global: nothing to count with.
  }
}

/** Reports `code` once per mounted screen (React's development double effects count once). */
export function useShownCode(code: string): void {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    reportShownCode(code);
  }, [code]);
}
