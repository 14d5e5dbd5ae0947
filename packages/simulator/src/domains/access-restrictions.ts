import { BlockList, isIP } from 'node:net';
import type { Restrictions } from '../scenario/schema';
import { checkSchedule } from '../state/schedule';
import type { WorldSession } from '../state/sessions';
import type { ClientState, WorldState } from '../state/world-state';
import { fail, type SimReply } from './replies';

/** `::ffff:10.1.2.3` (an IPv4 caller on a dual-stack socket) is the IPv4 address it carries. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Whether the address is one of the allowed addresses or CIDR blocks (already checked on load). */
export function ipAllowed(allowed: readonly string[], ip: string | undefined): boolean {
  if (ip === undefined) return false;
  const address = normaliseIp(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const [base = '', bits] = entry.split('/');
    const type = isIP(base) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(bits), type);
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const restricted = (type: 'IP' | 'SCHEDULE', ip: string | undefined, releaseAt?: number): SimReply => ({
  status: 403,
  body: {
    error: 'USER_ACCESS_IS_RESTRICTED',
    restricted_type: type,
    ip: ip === undefined ? null : normaliseIp(ip),
    // ASSUMPTION A-48: an ISO 8601 instant; the portal shows it in the user's own time zone.
    release_time: releaseAt === undefined ? null : new Date(releaseAt).toISOString(),
  },
});

function check(rules: Restrictions, ip: string | undefined, now: number): SimReply | undefined {
  if (rules.allowedIps && !ipAllowed(rules.allowedIps, ip)) return restricted('IP', ip);
  if (rules.schedule) {
    const verdict = checkSchedule(rules.schedule, now);
    if (!verdict.allowed) return restricted('SCHEDULE', ip, verdict.releaseAt);
  }
  return undefined;
}

/**
 * Spec section 6: access "restricted by IP address or time window with time zone". The user's
 * restrictions, then the client's; the IP before the schedule. A restriction the upstream cannot
 * evaluate (an unknown time zone) answers ERROR_IN_ACCESS_VALIDATION.
 */
export function accessRestriction(
  state: WorldState,
  session: WorldSession,
  client: ClientState,
  ip: string | undefined,
): SimReply | undefined {
  const sets = [state.user(session.email)?.spec.restrictions, client.spec.restrictions];
  try {
    for (const rules of sets) {
      const reply = rules && check(rules, ip, state.now());
      if (reply) return reply;
    }
  } catch (error) {
    if (error instanceof RangeError) return fail('ERROR_IN_ACCESS_VALIDATION');
    throw error;
  }
  return undefined;
}
