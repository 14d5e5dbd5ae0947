import { isIPv6 } from 'node:net';
import { fakeEmail, fakePassword } from '@portal/contracts/recording';
import { fullyDecoded } from '../percent-decoding';

/**
 * Replaces every secret and personal value of a recorded exchange by a stable fake before it is
 * written (issue 11, "Record"): the same original is the same fake everywhere in one session, so
 * the scenario made from the file still signs the same user in with the same (fake) password.
 *
 * What counts, by the field's name (any depth, any case; a value under such a name is replaced
 * whole, objects and lists included):
 * - passwords (`password`, `old_password`, `password_confirmation`…) → Recorded@Portal1, 2…
 * - PINs (`pin`) and one-time codes (`otp`, `totp`) → six digits 000001, 000002…
 * - tokens and secrets (`…token`, `…_code`, `state`, `ssid`, `secret`, `totp_uri`, `qrcode_url`,
 *   `request`, `sig`, `ticket`…), also as a link's query parameters → redacted-token-1, 2…
 * - e-mails (`…email`, `login_hint`, and any value shaped like an e-mail, in any part of a link,
 *   percent-encoded or not, any case)
 *   → user1@recorded.example, 2…
 * - people's names (`user_name`, `preferred_username`, `full_name`, `display_name`…, and the
 *   `name` of an identity, a user or a profile) → Person 1, 2… (any other bare `name` is a
 *   client's, an environment's or an app's, and is kept)
 * - IP addresses (`ip`, and any IPv4 or IPv6 inside any value) → 192.0.2.1, 2… (TEST-NET-1)
 * Then every original seen so far (6 characters or more) is replaced wherever else it appears (a
 * token inside a URL). A text longer than MAX_TEXT_LENGTH, or a value nested deeper than
 * MAX_DEPTH, is not written at all: only its size is.
 */

type Kind = 'password' | 'digits' | 'token' | 'email' | 'person' | 'ip';

const PASSWORD_KEY = /password|passwd|^pwd$/i;
const DIGITS_KEY = /^(pin|otp|totp|totp_code)$/i;
const NOT_SECRET_CODE =
  /(error|status|environment|country|language|http|response|reason|access_group)_code$/i;
const TOKEN_KEY =
  /(token|secret|^state$|^ssid$|_code$|^code_|jwt|bearer|cookie|session_?id|^totp_uri$|^qrcode_url$|signature|^sig$|^key$|api_?key|^request$|samlrequest|samlresponse|relaystate|^ticket$|^auth$|credential|x-amz-)/i;
const EMAIL_KEY = /e-?mail|^login_hint$/i;
const PERSON_KEY =
  /(user_?name|full_?name|first_?name|last_?name|given_?name|family_?name|display_?name|surname|nickname|^login$|^sub$)/i;
/** A bare `name` inside these is a person's. */
const PERSON_PARENT = /^(identity|user|profile|account|person|owner)$/i;
const IP_KEY = /^(ip|ip_address|client_ip|remote_addr|remote_ip)$/i;

/**
 * A percent escape, once or more encoded (%2B, %252B…), of a character an e-mail's local part or
 * domain may hold: letters, digits, `.`, `_`, `+`, `-`.
 */
const ESCAPED_EMAIL_CHAR = '%(?:25)*(?:2[BbDdEe]|3[0-9]|4[1-9A-Fa-f]|5[0-9AaFf]|6[1-9A-Fa-f]|7[0-9Aa])';
/**
 * An e-mail as written in text or in any part of a URI: plain, or with its @ and other characters
 * percent-encoded, any case, any number of times (`alice%40corp.com`, `alice%2540corp.com`,
 * `alice%2Btag%40corp.com`); never from the middle of an escape (the `3A` of `Portal%3Aalice`).
 */
const EMAIL_TEXT = new RegExp(
  `(?<!%(?:25)*[0-9A-Fa-f]?)(?:[A-Za-z0-9._+-]|${ESCAPED_EMAIL_CHAR}){1,64}(@|%(?:25)*40)(?:[A-Za-z0-9.-]|${ESCAPED_EMAIL_CHAR}){1,253}(?:\\.|%(?:25)*2[Ee])[A-Za-z]{2,24}`,
  'g',
);
const IPV4_TEXT = /\b(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}\b/g;
// Candidates with at least two colons (never a clock like 10:30), kept when node:net says IPv6.
const IPV6_CANDIDATE = /[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?:\.\d{1,3}){0,3}/gi;

/** Where the fake of a kind starts, so a fake is never mistaken for an original. */
const FAKE_PATTERNS: Record<Kind, RegExp> = {
  password: /^Recorded@Portal\d+$/,
  digits: /^\d{6}$/,
  token: /^redacted-token-\d+$/,
  email: /^user\d+@recorded\.example$/,
  person: /^Person \d+$/,
  ip: /^192\.0\.2\.\d+$/,
};

/** Shorter originals are not searched for elsewhere: `test` would eat client names. */
const MIN_ORIGINAL_LENGTH = 6;
export const MAX_TEXT_LENGTH = 8_192;
export const MAX_DEPTH = 32;

/** Kinds whose originals are the same whatever their case (e-mails, user names). */
const CASELESS: ReadonlySet<Kind> = new Set<Kind>(['email', 'person']);

export class RecordingRedactor {
  private readonly fakes = new Map<string, string>();
  /** Originals to search for elsewhere, with their fake; lower-cased for the caseless kinds. */
  private readonly originals = new Map<string, { made: string; caseless: boolean }>();
  private readonly counts: Record<Kind, number> = {
    password: 0,
    digits: 0,
    token: 0,
    email: 0,
    person: 0,
    ip: 0,
  };

  /** A JSON value with every secret and personal value replaced; the input is not changed. */
  redact(value: unknown): unknown {
    return this.scrubStrings(this.byKey(value, undefined, undefined, 0), 0);
  }

  /** A query's values, redacted the same way (a token in a query string is still a token). */
  redactQuery(query: Record<string, string>): Record<string, string> {
    return this.redact(query) as Record<string, string>;
  }

  private fake(kind: Kind, original: string): string {
    if (kind !== 'digits' && FAKE_PATTERNS[kind].test(original)) return original;
    const caseless = CASELESS.has(kind);
    const key = `${kind}\u0000${caseless ? original.toLowerCase() : original}`;
    const known = this.fakes.get(key);
    if (known !== undefined) return known;
    const n = ++this.counts[kind];
    const made = makeFake(kind, n);
    this.fakes.set(key, made);
    if (original.length >= MIN_ORIGINAL_LENGTH) {
      this.originals.set(caseless ? original.toLowerCase() : original, { made, caseless });
    }
    return made;
  }

  private byKey(value: unknown, key: string | undefined, parent: string | undefined, depth: number): unknown {
    if (depth > MAX_DEPTH) return { $notRecorded: `nested deeper than ${MAX_DEPTH} levels` };
    const kind = key === undefined ? undefined : kindOfKey(key, parent);
    if (Array.isArray(value)) return value.map((item) => this.byKey(item, key, parent, depth + 1));
    if (typeof value === 'object' && value !== null) {
      // Under a secret's name, every value inside is that secret too.
      if (kind !== undefined) return this.wholly(value, kind, depth + 1);
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.byKey(v, k, key, depth + 1)]));
    }
    if (kind === undefined) return value;
    if (typeof value === 'string') return value === '' ? value : this.fake(kind, value);
    // A number where a secret goes (a numeric PIN): as text, so its fake has the same shape.
    if (typeof value === 'number' && (kind === 'digits' || kind === 'token'))
      return this.fake(kind, String(value));
    return value;
  }

  private wholly(value: unknown, kind: Kind, depth: number): unknown {
    if (depth > MAX_DEPTH) return { $notRecorded: `nested deeper than ${MAX_DEPTH} levels` };
    if (Array.isArray(value)) return value.map((item) => this.wholly(item, kind, depth + 1));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.wholly(v, kind, depth + 1)]));
    }
    if (typeof value === 'string') return value === '' ? value : this.fake(kind, value);
    if (typeof value === 'number') return this.fake(kind === 'digits' ? 'digits' : 'token', String(value));
    return value;
  }

  /** Values shaped like e-mails or addresses, then every original already seen, anywhere. */
  private scrubStrings(value: unknown, depth: number): unknown {
    if (depth > MAX_DEPTH) return value;
    if (Array.isArray(value)) return value.map((item) => this.scrubStrings(item, depth + 1));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.scrubStrings(v, depth + 1)]));
    }
    if (typeof value !== 'string') return value;
    if (value.length > MAX_TEXT_LENGTH) return `(${value.length} characters, not recorded)`;
    return this.scrubText(this.redactUrlParams(value));
  }

  private scrubText(value: string): string {
    let text = value
      .replace(EMAIL_TEXT, (email, at: string) => this.fakeEmailAsWritten(email, at))
      .replace(IPV4_TEXT, (ip) => this.fake('ip', ip))
      .replace(IPV6_CANDIDATE, (found) => this.ipv6In(found));
    for (const [original, { made, caseless }] of this.originals) {
      if (original === made) continue;
      if (caseless) {
        const lower = text.toLowerCase();
        if (!lower.includes(original)) continue;
        let out = '';
        let from = 0;
        for (let at = lower.indexOf(original); at >= 0; at = lower.indexOf(original, from)) {
          out += text.slice(from, at) + made;
          from = at + original.length;
        }
        text = out + text.slice(from);
      } else if (text.includes(original)) {
        text = text.split(original).join(made);
      }
    }
    return text;
  }

  /**
   * One fake per person however the address was written (the original is the decoded one), its @
   * written back the way it was found so the link around it stays what it was.
   */
  private fakeEmailAsWritten(written: string, at: string): string {
    return this.fake('email', fullyDecoded(written)).replace('@', at);
  }

  /** An IPv6 candidate, without a colon before or a full stop after that belong to the text. */
  private ipv6In(found: string): string {
    const lead = found.startsWith(':') && !found.startsWith('::') ? ':' : '';
    const trail = found.endsWith('.') ? '.' : '';
    const core = found.slice(lead.length, found.length - trail.length);
    return isIPv6(core) ? `${lead}${this.fake('ip', core)}${trail}` : found;
  }

  /**
   * A link's query parameters (absolute, or a path with a query): those named like secrets become
   * their fakes, and every other value is searched for e-mails and addresses once decoded
   * (`alice%40corp.com` is an e-mail too).
   */
  private redactUrlParams(text: string): string {
    const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^?\s]*\?/i.test(text);
    if (!absolute && !/^\/[^?\s]*\?/.test(text)) return text;
    const base = 'http://relative.invalid';
    let url: URL;
    try {
      url = absolute ? new URL(text) : new URL(text, base);
    } catch {
      return text;
    }
    let changed = false;
    for (const [name, value] of [...url.searchParams]) {
      if (value === '') continue;
      const kind = kindOfKey(name, undefined) ?? (/^(code|otp|pin)$/i.test(name) ? 'token' : undefined);
      const next = kind !== undefined ? this.fake(kind, value) : this.scrubText(value);
      if (next !== value) {
        url.searchParams.set(name, next);
        changed = true;
      }
    }
    if (!changed) return text;
    return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
  }
}

function kindOfKey(key: string, parent: string | undefined): Kind | undefined {
  if (PASSWORD_KEY.test(key)) return 'password';
  if (DIGITS_KEY.test(key)) return 'digits';
  if (EMAIL_KEY.test(key)) return 'email';
  if (PERSON_KEY.test(key)) return 'person';
  if (key.toLowerCase() === 'name' && parent !== undefined && PERSON_PARENT.test(parent)) return 'person';
  if (IP_KEY.test(key)) return 'ip';
  if (NOT_SECRET_CODE.test(key)) return undefined;
  if (TOKEN_KEY.test(key)) return 'token';
  return undefined;
}

function makeFake(kind: Kind, n: number): string {
  switch (kind) {
    case 'password':
      return fakePassword(n);
    case 'digits':
      return String(n).padStart(6, '0');
    case 'token':
      return `redacted-token-${n}`;
    case 'email':
      return fakeEmail(n);
    case 'person':
      return `Person ${n}`;
    case 'ip':
      return `192.0.2.${((n - 1) % 254) + 1}`;
  }
}
