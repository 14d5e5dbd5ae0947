import { describe, expect, it } from 'vitest';
import { Journal, type JournalEntry, journalPath, MAX_JOURNAL_CLI_UUID, replyCode } from './journal';

const entry = (n: number): JournalEntry => ({
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  method: 'GET',
  path: `/clients?n=${n}`,
  route: 'clients',
  status: 200,
  code: null,
  durationMs: n,
  overrideId: null,
});

describe('Journal', () => {
  it('keeps entries oldest first and hands out copies', () => {
    const journal = new Journal();
    journal.record(entry(1));
    journal.record(entry(2));
    const listed = journal.list();
    expect(listed.map((e) => e.durationMs)).toEqual([1, 2]);
    (listed[0] as JournalEntry).status = 500;
    expect(journal.list()[0]?.status).toBe(200);
  });

  it('keeps only the last entries past its size', () => {
    const journal = new Journal(3);
    for (let n = 1; n <= 5; n += 1) journal.record(entry(n));
    expect(journal.list().map((e) => e.durationMs)).toEqual([3, 4, 5]);
  });

  it('holds 500 entries unless told otherwise', () => {
    const journal = new Journal();
    for (let n = 0; n < 600; n += 1) journal.record(entry(n));
    expect(journal.list()).toHaveLength(500);
    expect(journal.list()[0]?.durationMs).toBe(100);
  });

  it('clears', () => {
    const journal = new Journal();
    journal.record(entry(1));
    journal.clear();
    expect(journal.list()).toEqual([]);
  });
});

describe('journal helpers', () => {
  it('keeps only cli_uuid of the query', () => {
    expect(journalPath('/login_attempt', 'acme fin')).toBe('/login_attempt?cli_uuid=acme%20fin');
    expect(journalPath('/login', undefined)).toBe('/login');
  });

  it(`keeps at most ${MAX_JOURNAL_CLI_UUID} characters of cli_uuid, whatever a client sends`, () => {
    const exact = 'a'.repeat(MAX_JOURNAL_CLI_UUID);
    expect(journalPath('/clients', exact)).toBe(`/clients?cli_uuid=${exact}`);
    expect(journalPath('/clients', 'b'.repeat(15_000))).toBe(
      `/clients?cli_uuid=${'b'.repeat(MAX_JOURNAL_CLI_UUID)}${encodeURIComponent('…')}`,
    );
    // A cut through an emoji drops its first half instead of failing to encode it.
    const split = `${'c'.repeat(MAX_JOURNAL_CLI_UUID - 1)}😀😀`;
    expect(journalPath('/clients', split)).toBe(
      `/clients?cli_uuid=${'c'.repeat(MAX_JOURNAL_CLI_UUID - 1)}${encodeURIComponent('…')}`,
    );
  });

  it('reads the error code of a reply body', () => {
    expect(replyCode({ error: 'INVALID_USER' })).toBe('INVALID_USER');
    expect(replyCode({ error: null })).toBeNull();
    expect(replyCode(['x'])).toBeNull();
    expect(replyCode('text')).toBeNull();
    // As the portal reads it: the first of `errors`, and only the code after `prefix:`.
    expect(replyCode({ errors: ['NO_LICENSE_CLIENT'] })).toBe('NO_LICENSE_CLIENT');
    expect(replyCode({ error: 'licence:NO_LICENSE_ENVIRONMENT' })).toBe('NO_LICENSE_ENVIRONMENT');
  });
});
