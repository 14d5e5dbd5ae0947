import type { MessageRef } from '@portal/contracts/portal';

/** Spec section 3, "Messages state": each alert has a sequential id, its message and a type. */
export interface AlertMessage {
  id: number;
  message: Omit<MessageRef, 'severity'>;
  type: MessageRef['severity'];
}

export interface MessagesState {
  nextId: number;
  messages: AlertMessage[];
}

export const INITIAL_MESSAGES: MessagesState = { nextId: 1, messages: [] };

const sameMessage = (a: AlertMessage, ref: MessageRef): boolean =>
  a.type === ref.severity &&
  a.message.key === ref.key &&
  (a.message.text ?? '') === (ref.text ?? '') &&
  JSON.stringify(a.message.params ?? {}) === JSON.stringify(ref.params ?? {});

/** At most this many alerts at once: a burst of different errors must not bury the page. */
export const MAX_ALERTS = 3;

/**
 * Opening appends with the next id; a message already in the list is ignored. Past MAX_ALERTS
 * the oldest closes: the newest is what the user just did.
 */
export function openMessage(state: MessagesState, ref: MessageRef): MessagesState {
  if (state.messages.some((m) => sameMessage(m, ref))) return state;
  const { severity, ...message } = ref;
  return {
    nextId: state.nextId + 1,
    messages: [...state.messages, { id: state.nextId, message, type: severity }].slice(-MAX_ALERTS),
  };
}

/** Closing removes by id; closing an id that is gone changes nothing. */
export function closeMessage(state: MessagesState, id: number): MessagesState {
  if (!state.messages.some((m) => m.id === id)) return state;
  return { ...state, messages: state.messages.filter((m) => m.id !== id) };
}

/** Closes every alert; ids keep growing so a late dismiss of an old id cannot hit a new alert. */
export function clearMessages(state: MessagesState): MessagesState {
  if (state.messages.length === 0) return state;
  return { ...state, messages: [] };
}
