// ASSUMPTION A-56 (packages/contracts/ASSUMPTIONS.md): the data-entry codes come from a stored user record checked at sign-in.
import type { ErrorCode } from '@portal/contracts/errors';
import type { ScenarioProfile } from '../scenario/schema';
import type { UserState, WorldState } from '../state/world-state';
import { userUuid } from './password';
import { failField, type SimReply } from './replies';

/** The field of the user's record a rule refused, and the upstream's code for it. */
export interface ProfileProblem {
  field: keyof ScenarioProfile;
  code: ErrorCode;
}

/** What the rules need to know about the other users of the world. */
export interface OtherUsers {
  emails: ReadonlySet<string>;
  phones: ReadonlySet<string>;
  uuids: ReadonlySet<string>;
}

const KNOWN_BANKS: ReadonlySet<string> = new Set(['001', '033', '104', '237', '341']);
const LANGUAGES: ReadonlySet<string> = new Set(['pt-BR', 'en-US', 'es']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_LENGTH = { min: 2, max: 100 } as const;

/** A phone's digits, or undefined when it holds anything but digits and the usual separators. */
export const phoneDigits = (phone: string): string | undefined =>
  /^[\d\s()+-]+$/.test(phone) && /\d/.test(phone) ? phone.replace(/\D/g, '') : undefined;

function isPastDate(value: string, now: number): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && date.getTime() < now;
}

const isTextRecord = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

/**
 * The upstream's validators over a user's record, in the record's field order: the first field
 * that breaks a rule, or undefined. One rule per data-entry code of the catalogue, so each code
 * has a record that produces it (scenarios/auth/stored-profile.yaml).
 */
export function profileProblem(
  profile: ScenarioProfile,
  others: OtherUsers,
  now: number,
): ProfileProblem | undefined {
  const p = profile;
  const problem = (field: keyof ScenarioProfile, code: ErrorCode): ProfileProblem => ({ field, code });
  if (p.fullName === null) return problem('fullName', 'NOT_NULL');
  if (p.fullName !== undefined) {
    const name = p.fullName.trim();
    if (name === '') return problem('fullName', 'IS_REQUIRED');
    if (name.length < NAME_LENGTH.min) return problem('fullName', 'LENGTH_TOO_SHORT');
    if (name.length > NAME_LENGTH.max) return problem('fullName', 'LENGTH_TOO_LONG');
  }
  if (typeof p.phone === 'number') return problem('phone', 'INVALID_TYPE');
  if (p.phone !== undefined) {
    const digits = phoneDigits(p.phone);
    if (digits === undefined) return problem('phone', 'IS_NOT_A_NUMBER');
    if (others.phones.has(digits)) return problem('phone', 'TELEPHONE_ALREADY_IN_USE');
  }
  if (p.contactEmail !== undefined) {
    if (!EMAIL.test(p.contactEmail)) return problem('contactEmail', 'INVALID_EMAIL');
    if (others.emails.has(p.contactEmail.toLowerCase()))
      return problem('contactEmail', 'EMAIL_ALREADY_IN_USE');
  }
  if (p.language !== undefined && !LANGUAGES.has(p.language)) return problem('language', 'INVALID_VALUE');
  if (p.bank !== undefined && !KNOWN_BANKS.has(p.bank)) return problem('bank', 'INVALID_BANK');
  if (p.bankAccount !== undefined && !/^\d{1,12}-\d$/.test(p.bankAccount)) {
    return problem('bankAccount', 'INVALID_BANK_NUMBER');
  }
  if (p.managerUuid !== undefined) {
    if (!UUID.test(p.managerUuid)) return problem('managerUuid', 'INVALID_ID');
    if (!others.uuids.has(p.managerUuid.toLowerCase())) return problem('managerUuid', 'ENTITY_NOT_FOUND');
  }
  if (p.birthDate !== undefined && !isPastDate(p.birthDate, now))
    return problem('birthDate', 'VALIDATOR_FAILED');
  if (p.groups !== undefined && new Set(p.groups).size !== p.groups.length) {
    return problem('groups', 'DUPLICATED_VALUE');
  }
  if (p.avatar !== undefined && !/\.(png|jpe?g)$/i.test(p.avatar)) return problem('avatar', 'INVALID_FILE');
  if (p.metadata !== undefined && !isTextRecord(p.metadata)) return problem('metadata', 'INVALID_METADATA');
  return undefined;
}

function otherUsers(state: WorldState, user: UserState): OtherUsers {
  const emails = new Set<string>();
  const phones = new Set<string>();
  const uuids = new Set<string>();
  for (const other of state.users.values()) {
    if (other === user) continue;
    emails.add(other.spec.email.toLowerCase());
    const contact = other.spec.profile?.contactEmail;
    if (contact !== undefined) emails.add(contact.toLowerCase());
    const phone = other.spec.profile?.phone;
    const digits = typeof phone === 'string' ? phoneDigits(phone) : undefined;
    if (digits !== undefined) phones.add(digits);
    uuids.add(userUuid(other).toLowerCase());
  }
  return { emails, phones, uuids };
}

/**
 * A sign-in saves the user (the failed-attempt count, the last sign-in), and the upstream
 * validates the whole record on save: a record that breaks a rule answers `field:CODE` with the
 * code's status, the `prefix:CODE` form of spec section 8 (the portal reads the code after the colon).
 */
export function profileRefusal(state: WorldState, user: UserState): SimReply | undefined {
  const profile = user.spec.profile;
  if (profile === undefined) return undefined;
  const problem = profileProblem(profile, otherUsers(state, user), state.now());
  if (problem === undefined) return undefined;
  return failField(problem.field, problem.code);
}
