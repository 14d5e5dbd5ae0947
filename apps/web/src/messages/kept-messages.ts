import type { MessageRef } from '@portal/contracts/portal';
import { sessionStore } from '../session/browser-storage';

/**
 * Alerts that must survive a page reload: spec section 4 says an unknown virtualizer "shows an
 * error and reloads", and a reload wipes the alerts before anyone can read them. The executor
 * keeps the alert here just before reloading; the messages store shows it once the page is back.
 */
export const KEPT_MESSAGES_KEY = 'portal.messagesAfterReload';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SEVERITIES: ReadonlySet<string> = new Set(['error', 'info', 'success', 'warning']);

function isMessageRef(value: unknown): value is MessageRef {
  if (typeof value !== 'object' || value === null) return false;
  const { severity, key, text } = value as Record<string, unknown>;
  return (
    typeof severity === 'string' &&
    SEVERITIES.has(severity) &&
    typeof key === 'string' &&
    key !== '' &&
    (text === undefined || typeof text === 'string')
  );
}

export function keepForReload(message: MessageRef, store: Store | undefined = sessionStore()): void {
  try {
    const kept = [...readKept(store), message];
    store?.setItem(KEPT_MESSAGES_KEY, JSON.stringify(kept));
  } catch {
    // Full or blocked storage: the alert is lost with the reload, as before.
  }
}

function readKept(store: Store | undefined): MessageRef[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(KEPT_MESSAGES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isMessageRef) : [];
  } catch {
    return [];
  }
}

/** The alerts kept for this page load, once: a second reload does not show them again. */
export function takeKeptMessages(store: Store | undefined = sessionStore()): MessageRef[] {
  const kept = readKept(store);
  try {
    store?.removeItem(KEPT_MESSAGES_KEY);
  } catch {
    // Nothing to remove from a blocked storage.
  }
  return kept;
}
