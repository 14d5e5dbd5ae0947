import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { focusMain, isNewPage } from './main-landmark';

// Shared by every layout: moving from one layout to another is a new page too.
let previousPath: string | undefined;

/**
 * Rendered inside each layout's <main>, so it runs when the new page is on screen (after its code
 * and its session check). After a client-side navigation, focus moves to <main>, so a screen
 * reader starts reading the new page instead of staying on a link that no longer exists, and the
 * page starts at its top. The first load keeps the browser's own focus and scroll handling.
 */
export function NewPageFocus() {
  const { pathname } = useLocation();
  useEffect(() => {
    const moved = isNewPage(previousPath, pathname);
    previousPath = pathname;
    if (moved) {
      window.scrollTo(0, 0);
      // Without preventScroll, focusing scrolls <main> (whose top sits under the sticky top bar)
      // to the viewport's edge: a phone would open the page with its first lines hidden.
      focusMain(document, { preventScroll: true });
    }
  }, [pathname]);
  return null;
}
