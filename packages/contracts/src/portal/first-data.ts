import type { Client } from '../upstream';
import type { SessionInfo } from './auth';

/**
 * What the gateway writes into the page it serves for a signed-in navigation: the answers
 * `auth.session` and `clients.list` would give that browser now, so the first screen draws without
 * asking for them first (docs/decisions/024-signed-in-page-prefill.md). Never the token.
 */
export interface FirstData {
  /** `auth.session`'s answer; only an active session is ever written. */
  session: SessionInfo & { authenticated: true };
  /** `clients.list`'s answer, on the pages whose first screen shows it; absent when it failed. */
  clients?: { clients: Client[]; updatePlugin: boolean };
}

/** The id of the page's `<script type="application/json">` block that holds the first data. */
export const FIRST_DATA_ELEMENT_ID = 'portal-first-data';

/**
 * The class of what the gateway draws in the page's root before the app's code has come
 * (docs/decisions/028-first-paint.md); the app's first render replaces it.
 */
export const FIRST_PAINT_CLASS = 'first-paint';
