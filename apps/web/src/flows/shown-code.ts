import { SHOWN_CODES_GLOBAL, SHOWN_CODES_KEPT, type ShownCodesQueue } from '@portal/contracts';

type Host = Record<string, unknown>;

const isQueue = (value: unknown): value is ShownCodesQueue =>
  typeof value === 'object' && value !== null && typeof (value as ShownCodesQueue).push === 'function';

/**
 * Says that this page shows a catalogue code it decided on by itself (no answer of the gateway
 * carried it), for simulator mode's coverage of QA work (@portal/contracts, shown-codes.ts).
 * Never throws: it is bookkeeping, never a reason for a page to fail.
 */
export function reportShownCode(code: string, host: Host = globalThis as unknown as Host): void {
  try {
    const queue = host[SHOWN_CODES_GLOBAL];
    if (Array.isArray(queue)) {
      queue.push(code);
      // Nobody takes the queue in proxy mode: keep only the latest few.
      if (queue.length > SHOWN_CODES_KEPT) queue.splice(0, queue.length - SHOWN_CODES_KEPT);
    } else if (isQueue(queue)) queue.push(code);
    else host[SHOWN_CODES_GLOBAL] = [code];
  } catch {
    // A frozen or odd global: nothing to count with.
  }
}
