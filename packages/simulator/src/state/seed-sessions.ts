import type { WorldState } from './world-state';

const MINUTE_MS = 60_000;

/** The sessions a scenario gives its users at the world's start (users[].sessions). */
export function seedSessions(state: WorldState): void {
  const start = state.now();
  for (const user of state.users.values()) {
    for (const seed of user.spec.sessions) {
      const env = state.clients.get(seed.client)?.spec.environments[0];
      const connection = state.connections.open(
        user.spec.email,
        seed.client,
        env?.environment_uuid ?? '',
        start,
      );
      if (seed.state === 'pending') connection.pendingUntil = start + seed.pendingMinutes * MINUTE_MS;
      if (seed.disconnectFails) connection.disconnectFails = true;
    }
  }
}
