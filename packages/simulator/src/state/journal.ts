import { readErrorText } from '@portal/contracts/errors';
import type { EndpointName } from '@portal/contracts/upstream';

/**
 * One upstream call a world received (WireMock's request journal). Deliberately without bodies,
 * headers or most of the query: passwords, tokens, PINs and one-time codes never get in.
 */
export interface JournalEntry {
  /** World clock when the call arrived, ISO 8601. */
  at: string;
  method: string;
  /** The endpoint path, with only the cli_uuid of the query kept. */
  path: string;
  route: EndpointName;
  /** null when no reply went out (connection reset, client gone during a time-out). */
  status: number | null;
  /** The `error` code of the reply body, if any. */
  code: string | null;
  /** Real milliseconds from arrival to the last byte (delays and drips included). */
  durationMs: number;
  /** The override that answered, if one did. */
  overrideId: string | null;
}

export const DEFAULT_JOURNAL_SIZE = 500;

/** The last `size` calls of one world, oldest first. */
export class Journal {
  private entries: JournalEntry[] = [];

  constructor(private readonly size = DEFAULT_JOURNAL_SIZE) {}

  record(entry: JournalEntry): void {
    this.entries.push({ ...entry });
    if (this.entries.length > this.size) this.entries.splice(0, this.entries.length - this.size);
  }

  list(): JournalEntry[] {
    return this.entries.map((entry) => ({ ...entry }));
  }

  clear(): void {
    this.entries = [];
  }
}

/**
 * Characters of a query cli_uuid the journal keeps (real ones are slugs or 36-character UUIDs):
 * the upstream API is open to the network, and 500 entries of a 15 KB header each per world add up.
 */
export const MAX_JOURNAL_CLI_UUID = 64;

/** At most MAX_JOURNAL_CLI_UUID characters, never half of a surrogate pair, `…` when cut. */
function clipped(value: string): string {
  if (value.length <= MAX_JOURNAL_CLI_UUID) return value;
  const last = value.charCodeAt(MAX_JOURNAL_CLI_UUID - 1);
  const highSurrogate = last >= 0xd800 && last <= 0xdbff;
  return `${value.slice(0, highSurrogate ? MAX_JOURNAL_CLI_UUID - 1 : MAX_JOURNAL_CLI_UUID)}…`;
}

/** The journal's path for a call: the endpoint's path plus cli_uuid, the one query value kept. */
export function journalPath(endpointPath: string, cliUuid: string | undefined): string {
  return cliUuid === undefined
    ? endpointPath
    : `${endpointPath}?cli_uuid=${encodeURIComponent(clipped(cliUuid))}`;
}

/** The error code a reply body carries, read as the portal reads it (spec section 8). */
export const replyCode = (body: unknown): string | null => readErrorText(body) ?? null;
