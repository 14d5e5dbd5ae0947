import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { focusMain, isNewPage, mayFocusFieldOnArrival } from './main-landmark';

// Shared by every layout: moving from one layout to another is a new page too.
let previousPath: string | undefined;
// The page arrived at whose form has not taken focus yet (its form may draw after a session check).
let awaitingField: string | undefined;

/**
 * Called by a form page's form once it is on screen (forms/use-schema-form.ts): on arriving at the
 * page, first load included, its first field takes focus, so typing starts at once; once per
 * arrival, and never from a skip link or a control the user already reached.
 */
export function focusFieldOnArrival(focusField: () => void): void {
  if (typeof document === 'undefined') return;
  const path = window.location.pathname;
  if (!mayFocusFieldOnArrival(awaitingField, path, document.activeElement, document)) return;
  awaitingField = undefined;
  focusField();
}

/**
 * Rendered inside each layout's <main>, so it runs when the new page is on screen (after its code
 * and its session check). After a client-side navigation, focus moves to <main>, so a screen
 * reader starts reading the new page instead of staying on a link that no longer exists, and the
 * page starts at its top. The first load keeps the browser's own focus and scroll handling. A form
 * page then moves focus on to its first field (focusFieldOnArrival).
 */
export function NewPageFocus() {
  const { pathname } = useLocation();
  useEffect(() => {
    const moved = isNewPage(previousPath, pathname);
    const firstLoad = previousPath === undefined;
    previousPath = pathname;
    if (moved || firstLoad) awaitingField = pathname;
    if (moved) {
      window.scrollTo(0, 0);
      // Without preventScroll, focusing scrolls <main> (whose top sits under the sticky top bar)
      // to the viewport's edge: a phone would open the page with its first lines hidden.
      focusMain(document, { preventScroll: true });
    }
  }, [pathname]);
  return null;
}
