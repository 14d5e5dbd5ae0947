import type { MessageRef } from '@portal/contracts/portal';
import { useSyncExternalStore } from 'react';
import { takeKeptMessages } from './kept-messages';
import {
  arriveAt,
  clearMessages,
  closeMessage,
  handOnAlerts,
  INITIAL_MESSAGES,
  type MessagesState,
  openMessage,
  pagePath,
} from './messages-state';

// A module store (not React state) so route loaders and the outcome executor can raise alerts too.
let state: MessagesState = INITIAL_MESSAGES;
const listeners = new Set<() => void>();

function set(next: MessagesState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Raises an alert; `page`: the path of the page it is about (see AlertMessage.page). */
export const notify = (ref: MessageRef, page?: string): void =>
  set(openMessage(state, ref, page === undefined ? undefined : pagePath(page)));

// The alerts a reload would have wiped (an unknown virtualizer: "show an error and reload").
for (const kept of takeKeptMessages()) notify(kept);
export const dismiss = (id: number): void => set(closeMessage(state, id));
export const dismissAll = (): void => set(clearMessages(state));
/** The page at `from` sends its visitor on to `to`: its alerts go along (handOnAlerts). */
export const alertsFollow = (from: string, to: string): void => set(handOnAlerts(state, from, to));
/** A new page is on screen: the alerts about other pages close. */
export const arrivedAt = (path: string): void => set(arriveAt(state, path));

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useMessages(): MessagesState['messages'] {
  return useSyncExternalStore(
    subscribe,
    () => state.messages,
    () => state.messages,
  );
}
