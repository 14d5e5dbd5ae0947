import { isIPv6 } from 'node:net';
import { fakeEmail, fakePassword } from '@portal/contracts/recording';

/**
 * Replaces every secret and personal value of a recorded exchange by a stable fake before it is
 * written (issue 11, "Record"): the same original is the same fake everywhere in one session, so
 * the scenario made from the file still signs the same user in with the same (fake) password.
 *
 * What counts, by the field's name (any depth, any case):
 * - passwords (`password`, `old_password`, `password_confirmation`…) → Recorded@Portal1, 2…
 * - PINs (`pin`) and one-time codes (`otp`, `totp`) → six digits 000001, 000002…
 * - tokens and secrets (`…token`, `…_code`, `state`, `ssid`, `secret`, `totp_uri`, `qrcode_url`…),
 *   also as a URL's query parameters → redacted-token-1, 2…
 * - e-mails (`…email`, and any value shaped like an e-mail) → user1@recorded.example, 2…
 * - people's names (`user_name`, `full_name`, `first_name`, `display_name`…) → Person 1, 2…
 *   (a bare `name` is a client's, an environment's or an app's, and is kept)
 * - IP addresses (`ip`, and any IPv4 or IPv6 inside any value) → 192.0.2.1, 2… (TEST-NET-1)
 * Then every original seen so far is replaced wherever else it appears (a token inside a URL).
 */

type Kind = 'password' | 'digits' | 'token' | 'email' | 'person' | 'ip';

const PASSWORD_KEY = /password/i;
const DIGITS_KEY = /^(pin|otp|totp|totp_code)$/i;
const TOKEN_KEY =
  /(token|secret|^state$|^ssid$|_code$|^code_|jwt|bearer|cookie|session_id|^totp_uri$|^qrcode_url$|^signature$|^key$|api_key)/i;
const EMAIL_KEY = /e-?mail/i;
const PERSON_KEY =
  /^(user_?name|username|full_?name|first_?name|last_?name|given_?name|family_?name|display_?name|surname)$/i;
const IP_KEY = /^(ip|ip_address|client_ip|remote_addr)$/i;

const EMAIL_TEXT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const IPV4_TEXT = /\b(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}\b/g;
// Candidates with at least two colons (never a clock like 10:30), kept when node:net says IPv6.
const IPV6_CANDIDATE = /[0-9a-f]*:[0-9a-f:]*:[0-9a-f.]*/gi;

/** Where the fake of a kind starts, so a fake is never mistaken for an original. */
const FAKE_PATTERNS: Record<Kind, RegExp> = {
  password: /^Recorded@Portal\d+$/,
  digits: /^\d{6}$/,
  token: /^redacted-token-\d+$/,
  email: /^user\d+@recorded\.example$/,
  person: /^Person \d+$/,
  ip: /^192\.0\.2\.\d+$/,
};

const MIN_ORIGINAL_LENGTH = 4;

export class RecordingRedactor {
  private readonly fakes = new Map<string, string>();
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
    return this.scrubStrings(this.byKey(value, undefined));
  }

  /** A query's values, redacted the same way (a token in a query string is still a token). */
  redactQuery(query: Record<string, string>): Record<string, string> {
    return this.redact(query) as Record<string, string>;
  }

  private fake(kind: Kind, original: string): string {
    if (FAKE_PATTERNS[kind].test(original) && kind !== 'digits') return original;
    const key = `${kind}\u0000${original}`;
    const known = this.fakes.get(key);
    if (known !== undefined) return known;
    const n = ++this.counts[kind];
    const made = makeFake(kind, n);
    this.fakes.set(key, made);
    return made;
  }

  private byKey(value: unknown, key: string | undefined): unknown {
    if (Array.isArray(value)) return value.map((item) => this.byKey(item, key));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.byKey(v, k)]));
    }
    if (key === undefined) return value;
    const kind = kindOfKey(key);
    if (kind === undefined) return value;
    if (typeof value === 'string') return value === '' ? value : this.fake(kind, value);
    // A number where a secret goes (a numeric PIN): as text, so its fake has the same shape.
    if (typeof value === 'number' && (kind === 'digits' || kind === 'token'))
      return this.fake(kind, String(value));
    return value;
  }

  /** Values shaped like e-mails or addresses, then every original already seen, anywhere. */
  private scrubStrings(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.scrubStrings(item));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.scrubStrings(v)]));
    }
    if (typeof value !== 'string') return value;
    let text = this.redactUrlParams(value)
      .replace(EMAIL_TEXT, (email) => this.fake('email', email))
      .replace(IPV4_TEXT, (ip) => this.fake('ip', ip))
      .replace(IPV6_CANDIDATE, (text) => (isIPv6(text) ? this.fake('ip', text) : text));
    for (const [key, made] of this.fakes) {
      const original = key.slice(key.indexOf('\u0000') + 1);
      if (original.length >= MIN_ORIGINAL_LENGTH && original !== made && text.includes(original)) {
        text = text.split(original).join(made);
      }
    }
    return text;
  }

  /** `https://idp/cb?state=…&code=…`: the parameters named like secrets, by the same rules. */
  private redactUrlParams(text: string): string {
    if (!/^[a-z][a-z0-9+.-]*:\/\/[^?]*\?/i.test(text)) return text;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return text;
    }
    let changed = false;
    for (const [name, value] of [...url.searchParams]) {
      const kind = kindOfKey(name) ?? (/^(code|otp|pin)$/i.test(name) ? 'token' : undefined);
      if (kind === undefined || value === '') continue;
      url.searchParams.set(name, this.fake(kind, value));
      changed = true;
    }
    return changed ? url.toString() : text;
  }
}

function kindOfKey(key: string): Kind | undefined {
  if (PASSWORD_KEY.test(key)) return 'password';
  if (DIGITS_KEY.test(key)) return 'digits';
  if (EMAIL_KEY.test(key)) return 'email';
  if (PERSON_KEY.test(key)) return 'person';
  if (IP_KEY.test(key)) return 'ip';
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
