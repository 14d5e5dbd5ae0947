import { sessionStore } from '../../session/browser-storage';

/** The session-storage key of the single sign-on this tab started (its tab nonce). */
export const SSO_TAB_NONCE_KEY = 'portal.ssoTab';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A new nonce for a single sign-on this tab starts, kept in this tab's session storage: the
 * identity provider sends the user back to this same tab, which sends it again, while another tab
 * an attacker's page opened holds none (the gateway refuses that return). A browser that blocks
 * storage sends none at either end.
 */
export function startSsoInThisTab(store: Store | undefined = sessionStore()): string | undefined {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const nonce = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
  try {
    if (store === undefined) return undefined;
    store.setItem(SSO_TAB_NONCE_KEY, nonce);
    return nonce;
  } catch {
    return undefined;
  }
}

/** The nonce of the single sign-on this tab started, used once. */
export function takeSsoTabNonce(store: Store | undefined = sessionStore()): string | undefined {
  try {
    const nonce = store?.getItem(SSO_TAB_NONCE_KEY) ?? undefined;
    store?.removeItem(SSO_TAB_NONCE_KEY);
    return nonce ?? undefined;
  } catch {
    return undefined;
  }
}
