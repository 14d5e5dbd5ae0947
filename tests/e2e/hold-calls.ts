import type { Page } from '@playwright/test';

/**
 * Holds the calls matching `pattern` (a URL glob, as page.route takes) until `release()`, so a
 * page that waits on them, or leaves when they answer, can be checked meanwhile.
 */
export async function holdCalls(page: Page, pattern: string): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    // The page may have moved on (a navigation cancels its calls): nothing left to answer.
    await route.continue().catch(() => undefined);
  });
  return {
    // The route stays: later calls pass at once. Removing it while the released page's next calls
    // (its text chunks, asked the moment the held entry runs) were being routed left some of them
    // hanging for good on a busy machine.
    release: async () => {
      open();
    },
  };
}
