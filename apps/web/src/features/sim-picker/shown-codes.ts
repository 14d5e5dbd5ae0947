import { SHOWN_CODES_GLOBAL } from '@portal/contracts/portal';

type Host = Record<string, unknown>;

/**
 * Takes over the page's queue of codes it showed by itself (@portal/contracts, shown-codes.ts):
 * sends those already queued, then each new one as it is pushed. A failed send is dropped:
 * coverage is a help for QA, never an error on the page.
 */
export function takeShownCodes(
  send: (code: string) => Promise<unknown>,
  host: Host = globalThis as unknown as Host,
): void {
  const queued = host[SHOWN_CODES_GLOBAL];
  const pending = Array.isArray(queued)
    ? queued.filter((code): code is string => typeof code === 'string')
    : [];
  const forward = (code: string) => {
    void send(code).catch(() => undefined);
  };
  host[SHOWN_CODES_GLOBAL] = { push: forward };
  for (const code of pending) forward(code);
}
