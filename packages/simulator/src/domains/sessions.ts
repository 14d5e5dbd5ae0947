import { SUCCESS } from '@portal/contracts/upstream';
import type { Connection } from '../state/connections';
import { secondsLeft } from '../state/time-units';
import type { WorldState } from '../state/world-state';
import { fail, ok, type SimReply } from './replies';

/**
 * The user's session on a client after the world's clock has had its say: a pending one whose
 * time is up has expired by itself (spec section 4, "Pending connections") and is gone.
 */
export function currentConnection(state: WorldState, email: string, cliUuid: string): Connection | undefined {
  const connection = state.connections.of(email, cliUuid);
  if (connection?.pendingUntil !== undefined && state.now() >= connection.pendingUntil) {
    state.connections.close(email, cliUuid);
    return undefined;
  }
  return connection;
}

/** /user/session: a running session, not a pending one (that one the login attempt reports). */
export function hasActiveSession(state: WorldState, email: string, cliUuid: string): boolean {
  const connection = currentConnection(state, email, cliUuid);
  return connection !== undefined && connection.pendingUntil === undefined;
}

/**
 * A pending connection answers the login attempt 206 HAS_PENDING_CONNECTION with `time`, the
 * seconds until it expires on the world's clock (the portal's /pendingConnection timer).
 */
export function pendingConnectionReply(
  state: WorldState,
  email: string,
  cliUuid: string,
): SimReply | undefined {
  const until = currentConnection(state, email, cliUuid)?.pendingUntil;
  if (until === undefined) return undefined;
  const seconds = Math.max(1, secondsLeft(until, state.now()));
  return ok(
    'loginAttempt',
    {
      error: 'HAS_PENDING_CONNECTION',
      time: seconds,
      licenses: SUCCESS,
      instances: SUCCESS,
      pending_connection: 'HAS_PENDING_CONNECTION',
    },
    206,
  );
}

/** disconnect_user on a session the server cannot end (a scenario's `disconnectFails`). */
export function disconnectRefusal(state: WorldState, email: string, cliUuid: string): SimReply | undefined {
  return currentConnection(state, email, cliUuid)?.disconnectFails
    ? fail('ERROR_TO_SEND_DISCONNECT')
    : undefined;
}
