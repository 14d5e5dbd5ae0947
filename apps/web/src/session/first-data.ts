import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@portal/contracts/portal';
import { isSessionInfo } from '../trpc/session-query';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The shape the gateway writes (its trpc/first-data.ts); anything else reads as no data. */
function isFirstData(value: unknown): value is FirstData {
  if (!isObject(value) || !isObject(value.session)) return false;
  const { session, clients } = value;
  const sessionOk = isSessionInfo(session) && session.authenticated;
  const clientsOk =
    clients === undefined ||
    (isObject(clients) && Array.isArray(clients.clients) && typeof clients.updatePlugin === 'boolean');
  return sessionOk && clientsOk;
}

/**
 * The page's first data (docs/decisions/024-signed-in-page-prefill.md): what the gateway says
 * `auth.session` and `clients.list` answer, written into a signed-in page. Read once: the block
 * leaves the document, so nothing later reads an old answer from it. Absent, broken or of
 * another shape: undefined, and the app asks as before.
 */
export function readFirstData(doc: Document): FirstData | undefined {
  const element = doc.getElementById(FIRST_DATA_ELEMENT_ID);
  if (element === null) return undefined;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return isFirstData(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

// This page's first data, read on first use; each consumer takes it once.
let first: FirstData | undefined;
let read = false;
const taken = { session: false, queries: false };
function take(part: keyof typeof taken): FirstData | undefined {
  if (!read) {
    read = true;
    first = readFirstData(document);
  }
  if (taken[part]) return undefined;
  taken[part] = true;
  return first;
}

/** The session the page came with, for the first session check (session.ts). */
export const takeFirstSession = (): FirstData['session'] | undefined => take('session')?.session;

/** The answers the page came with, for the query cache (trpc/react.ts). */
export const takeFirstQueries = (): FirstData | undefined => take('queries');
