/**
 * This tab's session storage, or undefined where the browser blocks site data (it throws on the
 * mere read of `window.sessionStorage`). Callers fall back to memory or do without.
 */
export const sessionStore = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** This browser's local storage, or undefined where the browser blocks site data (as sessionStore). */
export const localStore = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};
