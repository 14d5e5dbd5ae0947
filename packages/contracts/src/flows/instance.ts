import type { MessagesView } from '../portal/instance';
import type { SelectedClientResponse } from '../upstream';

const has = (text: string | null | undefined): boolean => typeof text === 'string' && text.trim() !== '';

/** The /messages view of a client_selected reply. */
export const messagesView = (reply: SelectedClientResponse): MessagesView => ({
  warning: reply.warning_message ?? null,
  maintenance: reply.maintenance_message ?? null,
});

/** Spec section 4, "Selecting a client": a warning or maintenance message with a client or environment part. */
export function hasMessageParts(view: MessagesView): boolean {
  return [view.warning, view.maintenance].some((p) => has(p?.client) || has(p?.environment));
}

/** Whether /messages has anything to show: a message part, or the code that sent the user there. */
export const hasNotice = (view: MessagesView): boolean => hasMessageParts(view) || has(view.reason);

/**
 * /timeInstance asks again this often while the instance starts (spec section 2: "automatic
 * redirect"), and once more when the countdown reaches 0. The upstream's time is an estimate
 * (ASSUMPTION A-50), so polling on the way catches an instance that is up early.
 */
export const TIME_INSTANCE_POLL_SECONDS = 10;

/** Seconds until the next poll: every TIME_INSTANCE_POLL_SECONDS, and never past the countdown's end. */
export function nextPollIn(remainingSeconds: number): number {
  return Math.max(1, Math.min(TIME_INSTANCE_POLL_SECONDS, Math.ceil(remainingSeconds)));
}
