import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import type { InstanceState } from '../state/instance';
import { DAY_MS, MINUTE_MS, secondsLeft } from '../state/time-units';
import type { World } from '../state/world';
import {
  PENDING_SECONDS_MAX,
  type ScenarioInput,
  type ScenarioInstance,
  type ScenarioSession,
} from './schema';

type BootMinutes = Extract<ScenarioInstance, { state: 'off' }>['bootMinutes'];

/**
 * What a world holds that a scenario file cannot say yet, so an export names it instead of
 * dropping it silently (docs/qa-guide.md, "Reproduce a bug: export your world").
 */
export const NOT_EXPORTED = [
  'signed-in tokens (sign in again)',
  'failed password attempts and wrong PINs counted so far',
  'device codes, e-mailed PINs and the outbox of reset e-mails',
  'named licences taken and Duo pushes or single sign-on tokens used',
  'the request journal',
] as const;

function instanceSpec(inst: InstanceState): ScenarioInstance {
  switch (inst.state) {
    case 'on':
    case 'none':
      return { state: inst.state };
    case 'off':
      return { state: 'off', bootMinutes: inst.bootMinutes as BootMinutes };
    // The minutes already waited are not kept: the copy boots for the whole time again.
    case 'booting':
      return { state: 'booting', bootMinutes: inst.bootMinutes as BootMinutes };
  }
}

type PendingLeft = Pick<ScenarioSession, 'pendingMinutes' | 'pendingSeconds'>;

/**
 * The time a pending session has left at `now`, in the seed field that says it: whole minutes
 * stay minutes (as people write them); anything else is seconds rounded up, never minutes rounded
 * up, so the copy expires less than a second after the original. Undefined once it has expired.
 */
function pendingLeft(until: number, now: number): PendingLeft | undefined {
  const seconds = Math.min(secondsLeft(until, now), PENDING_SECONDS_MAX);
  if (seconds < 1) return undefined;
  return seconds % 60 === 0 ? { pendingMinutes: seconds / 60 } : { pendingSeconds: seconds };
}

/**
 * A live world as a scenario document (the same schema scenario files use): its users, clients
 * and instances, open and pending sessions, settings, the overrides still answering and the
 * clock's exact moment (settings.clockAt). Loading the document seeds a world that exports the
 * same document. Pure: reads the world, changes nothing. `moment` is the world clock's time to
 * name, read once by a caller that also names the file with it.
 */
export function exportWorldScenario(world: World, moment: number = world.now()): ScenarioInput {
  const state = world.state;
  // Whole seconds: a file a person reads, and two exports in the same second share a name.
  const now = Math.floor(moment / 1000) * 1000;
  const connections = state.connections.list();
  const { clockStart: _start, clockAt: _at, ...settings } = state.settings;
  const users = [...state.users.values()].map((u) => {
    const {
      password: _password,
      sessions: _sessions,
      passwordExpiresInDays: _days,
      resetLink: _link,
      ...spec
    } = u.spec;
    const sessions: ScenarioSession[] = [];
    for (const c of connections) {
      if (c.email.toLowerCase() !== u.spec.email.toLowerCase()) continue;
      if (!u.spec.clients.includes(c.clientUuid) || sessions.some((s) => s.client === c.clientUuid)) continue;
      const disconnectFails = c.disconnectFails ?? false;
      if (c.pendingUntil === undefined) {
        sessions.push({ client: c.clientUuid, state: 'active', disconnectFails });
        continue;
      }
      const left = pendingLeft(c.pendingUntil, now);
      // A pending session already expired on the clock is as good as gone.
      if (left === undefined) continue;
      sessions.push({ client: c.clientUuid, state: 'pending', ...left, disconnectFails });
    }
    return {
      ...spec,
      password: u.password,
      active: u.active,
      mfaConfigured: u.mfaConfigured,
      ...(u.totpSecret === undefined ? {} : { totpSecret: u.totpSecret }),
      // `+ 0`: an expiry exactly now is 0 days; Math.round gives -0, which YAML writes as -0.
      ...(u.passwordExpiresAt === null
        ? {}
        : { passwordExpiresInDays: Math.round((u.passwordExpiresAt - now) / DAY_MS) + 0 }),
      ...(u.registerLink === null
        ? {}
        : {
            resetLink: {
              token: u.registerLink.token,
              expiresInMinutes: Math.max(0, Math.ceil((u.registerLink.expiresAt - now) / MINUTE_MS)),
            },
          }),
      sessions,
    };
  });
  const clients = [...state.clients.values()].map((c) => ({
    ...c.spec,
    instance: instanceSpec(state.refreshInstance(c)),
  }));
  // Spent overrides answer nothing any more; the others keep the answers they still have left.
  const faults = world.overrides
    .list()
    .filter((o) => o.remaining !== 0)
    .map(({ id: _id, source: _source, remaining, times: _times, ...o }) => ({
      ...o,
      ...(remaining === null ? {} : { times: remaining }),
    }));
  const at = new Date(now).toISOString();
  return {
    title: `Repro of ${world.scenarioName} at ${at}`,
    description: `Exported from a world of "${world.scenarioName}". Not carried: ${NOT_EXPORTED.join('; ')}.`,
    codes: [],
    steps: [`Open the portal with this scenario: the world starts at ${at} as it was exported.`],
    settings: {
      ...settings,
      passwordPolicy: { ...settings.passwordPolicy, restrictions: [...settings.passwordPolicy.restrictions] },
      clockAt: at,
    },
    users,
    clients,
    faults,
  };
}

/** The export as YAML text, the format of a file in scenarios/. */
export function exportWorldYaml(world: World, moment: number = world.now()): string {
  return `# Repro export of a simulator world (docs/qa-guide.md, "Reproduce a bug: export your world").\n${stringify(exportWorldScenario(world, moment))}`;
}

/** `repro-<12 hex>`: the same document always gets the same name. */
export function reproName(yaml: string): string {
  return `repro-${createHash('sha256').update(yaml).digest('hex').slice(0, 12)}`;
}
