/**
 * Opens the session in its named window and cuts the window's link back to the portal, so the
 * session page (possibly plain http) cannot navigate the portal tab through window.opener.
 * `noopener` in the features would do that too, but window.open then returns null, which is
 * indistinguishable from a blocked popup. Returns null when the browser blocked the popup.
 */
export function openSessionWindow(
  open: (url: string, target: string) => { opener: unknown } | null,
  url: string,
  windowName: string,
): { opener: unknown } | null {
  const opened = open(url, windowName);
  if (opened !== null) opened.opener = null;
  return opened;
}
