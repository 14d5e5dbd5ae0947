/** What a full-screen request needs of the element and the document (the Fullscreen API). */
export interface FullScreenHost {
  requestFullscreen?: () => Promise<void>;
}
export interface FullScreenDocument {
  fullscreenElement: Element | null;
  exitFullscreen?: () => Promise<void>;
}

/**
 * Asks the browser to show `host` full screen. Answers whether it did: a browser without the API,
 * a frame without permission or a request the user did not start is refused (the promise
 * rejects, or older engines throw), and the caller then says so and keeps the full window.
 */
export async function enterFullScreen(host: FullScreenHost): Promise<boolean> {
  if (typeof host.requestFullscreen !== 'function') return false;
  try {
    await host.requestFullscreen();
    return true;
  } catch {
    return false;
  }
}

/** Leaves full screen when the page is in it; never fails (leaving is best effort). */
export async function leaveFullScreen(doc: FullScreenDocument): Promise<void> {
  if (doc.fullscreenElement === null || typeof doc.exitFullscreen !== 'function') return;
  try {
    await doc.exitFullscreen();
  } catch {
    // Already left (Escape, the browser's own control): nothing to undo.
  }
}
