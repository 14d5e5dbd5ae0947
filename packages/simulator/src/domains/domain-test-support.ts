import { ENDPOINTS } from '@portal/contracts/upstream';
import { expect } from 'vitest';
import type { WorldSession } from '../state/sessions';
import type { World } from '../state/world';
import { login } from './auth';

export const ANN = { email: 'ann@example.com', password: 'Ann@Pass1' };
export const BOB = { email: 'bob@example.com', password: 'Bob@Pass1' };

/** Signs in through the auth domain and returns the session the world now holds. */
export function signIn(world: World, who: { email: string; password: string }): WorldSession {
  const reply = login(world.state, who);
  expect(reply.status).toBe(200);
  const { access_token } = ENDPOINTS.login.response.parse(reply.body);
  const session = world.state.sessions.get(access_token);
  if (!session) throw new Error('no session for the issued token');
  return session;
}
