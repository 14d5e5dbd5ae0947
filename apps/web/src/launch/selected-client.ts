import { sessionStore } from '../session/browser-storage';
/**
 * The client a launch is about (spec section 4: "the selected uuid is kept when none is given").
 * Kept in session storage so the launch pages (/launching, /messages, /timeInstance,
 * /pendingConnection, /reconnect...) go on after a reload; a logout clears it with the rest.
 */
export interface SelectedClient {
  cliUuid: string;
  /** How many clients the user has: one-client users fall back differently (spec section 6). */
  clientCount: number;
}

export const SELECTED_CLIENT_KEY = 'portal.selectedClient';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function rememberSelectedClient(
  selected: SelectedClient,
  store: Store | undefined = sessionStore(),
): void {
  try {
    store?.setItem(SELECTED_CLIENT_KEY, JSON.stringify(selected));
  } catch {
    // Full or blocked storage: the launch still runs, only a reload loses the client.
  }
}

export function readSelectedClient(store: Store | undefined = sessionStore()): SelectedClient | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store?.getItem(SELECTED_CLIENT_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { cliUuid, clientCount } = parsed as Record<string, unknown>;
  if (typeof cliUuid !== 'string' || cliUuid === '') return undefined;
  if (typeof clientCount !== 'number' || !Number.isInteger(clientCount) || clientCount < 0) return undefined;
  return { cliUuid, clientCount };
}
