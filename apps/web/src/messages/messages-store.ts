import type { MessageRef } from '@portal/contracts/portal';
import { useSyncExternalStore } from 'react';
import { takeKeptMessages } from './kept-messages';
import {
  clearMessages,
  closeMessage,
  INITIAL_MESSAGES,
  type MessagesState,
  openMessage,
} from './messages-state';

// A module store (not React state) so route loaders and the outcome executor can raise alerts too.
let state: MessagesState = INITIAL_MESSAGES;
const listeners = new Set<() => void>();

function set(next: MessagesState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export const notify = (ref: MessageRef): void => set(openMessage(state, ref));

// The alerts a reload would have wiped (an unknown virtualizer: "show an error and reload").
for (const kept of takeKeptMessages()) notify(kept);
export const dismiss = (id: number): void => set(closeMessage(state, id));
export const dismissAll = (): void => set(clearMessages(state));

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
