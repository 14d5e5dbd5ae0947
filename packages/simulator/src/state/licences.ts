import type { ScenarioInstance } from '../scenario/schema';
import type { InstanceState } from './world-state';

/**
 * Named licences per client (ASSUMPTION A-50): the users who hold one. Unlike a session's
 * licence, a named one is kept for good: only an administrator could give it back.
 */
export class NamedLicences {
  private readonly holders = new Map<string, Set<string>>();

  holds(clientUuid: string, email: string): boolean {
    return this.holders.get(clientUuid)?.has(email) ?? false;
  }

  count(clientUuid: string): number {
    return this.holders.get(clientUuid)?.size ?? 0;
  }

  take(clientUuid: string, email: string): void {
    const set = this.holders.get(clientUuid) ?? new Set<string>();
    set.add(email);
    this.holders.set(clientUuid, set);
  }
}

/** A client's instance at the world's start: a seeded `booting` one is up bootMinutes later. */
export function seedInstance(spec: ScenarioInstance, start: number): InstanceState {
  switch (spec.state) {
    case 'on':
    case 'none':
      return { state: spec.state };
    case 'off':
      return { ...spec };
    case 'booting':
      return { state: 'booting', bootMinutes: spec.bootMinutes, readyAt: start + spec.bootMinutes * 60_000 };
  }
}
