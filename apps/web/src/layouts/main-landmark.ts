import { createContext } from 'react';

/** The id of each layout's <main>: the skip link's target and where focus lands after navigation. */
export const MAIN_ID = 'main';

/**
 * Props of a layout's <main>. tabIndex -1 makes it focusable by script (skip link, navigation)
 * without adding a tab stop; it is a landmark, not a control, so it draws no focus ring.
 */
export const mainLandmarkProps = {
  id: MAIN_ID,
  tabIndex: -1,
  // styles/base.css: no focus ring on the landmark itself.
  className: 'main-landmark',
} as const;

/** Moves focus to the main landmark, if the page has one. */
export function focusMain(
  doc: Pick<Document, 'getElementById'> = document,
  { preventScroll = false } = {},
): boolean {
  const main = doc.getElementById(MAIN_ID);
  if (!main) return false;
  main.focus({ preventScroll });
  return true;
}

/**
 * Whether a location change is a new page for focus purposes: the path changed. The first load
 * (no previous path) is not, and neither is a change of only the query or the hash.
 */
export const isNewPage = (previousPath: string | undefined, path: string): boolean =>
  previousPath !== undefined && previousPath !== path;

/**
 * Whether a form page's first field may take focus now (issue 22): this page's arrival has not
 * been served yet, and focus is still where the arrival left it (nowhere, <body> or <main>), not
 * on a skip link or a control the user reached meanwhile.
 */
export function mayFocusFieldOnArrival(
  awaitingPath: string | undefined,
  path: string,
  active: Element | null,
  doc: Pick<Document, 'body' | 'getElementById'>,
): boolean {
  if (awaitingPath === undefined || awaitingPath !== path) return false;
  return active === null || active === doc.body || active === doc.getElementById(MAIN_ID);
}

/**
 * True inside a layout's <main>. A wait shown outside every layout (the layout's own code still on
 * its way) brings its own main landmark and heading; inside one it must not add a second.
 */
export const InsideMainContext = createContext(false);
