import { FIRST_PAINT_CLASS } from '@portal/contracts/portal';

/** The picker's button height, its margin, and the strip under the page that holds it, in px. */
export const TRIGGER_HEIGHT = 32;
export const TRIGGER_MARGIN = 12;
export const STRIP_HEIGHT = TRIGGER_HEIGHT + 2 * TRIGGER_MARGIN;

/**
 * The full-screen layouts give up the strip's height (--portal-screen-height, styles/base.css).
 * Set by the picker's entry before the app draws its first page: set later, the sign-in page's
 * centred column would move up by half the strip under the reader's eyes.
 */
export function reserveStripUnderThePage(root: CSSStyleDeclaration): () => void {
  root.setProperty('--portal-screen-height', `calc(100dvh - ${STRIP_HEIGHT}px)`);
  return () => root.removeProperty('--portal-screen-height');
}

/** How long the picker waits for the app's first page before it mounts all the same. */
export const APP_DRAWN_WAIT_MS = 5_000;

/**
 * Resolves once the app's root holds a page that takes up room, or after `waitMs`: the strip is
 * appended to the body after the root, so mounted earlier it would be drawn at the top of an
 * empty page and then pushed down (out of the window) when the page arrives. A root whose first
 * render drew nothing visible (a guard sending the browser elsewhere) does not count.
 */
export function appDrawn(root: HTMLElement | null, waitMs = APP_DRAWN_WAIT_MS): Promise<void> {
  // The gateway's first paint (FIRST_PAINT_CLASS) is not the page: the app's render replaces it.
  const drawn = (element: HTMLElement) =>
    element.firstElementChild !== null &&
    !element.firstElementChild.classList.contains(FIRST_PAINT_CLASS) &&
    element.offsetHeight > 0;
  if (root === null || drawn(root)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      watch.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const watch = new MutationObserver(() => {
      if (drawn(root)) done();
    });
    const timer = window.setTimeout(done, waitMs);
    watch.observe(root, { childList: true, subtree: true });
  });
}
