import { SSO_FORCE_USER_LOGOUT } from '@portal/contracts/flows';
import { ENDPOINTS } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { SSO_TOKEN_MS } from '../state/federated';
import type { World } from '../state/world';
import { tokenValidate } from './auth';
import { ANN, signIn } from './domain-test-support';
import { federatedWorld, ORIGIN, SSO } from './federated-test-support';
import { issueSsoToken, SSO_ERROR_CODES, ssoLogin, ssoLogout } from './sso';

/** Starts a sign-in for ACME and returns the identity provider's request id. */
function startSso(world: World, domain = 'acme'): string {
  const reply = ssoLogin(world.state, domain, ORIGIN);
  expect(reply.status).toBe(200);
  const url = new URL(ENDPOINTS.ssoLogin.response.parse(reply.body).redirect_url);
  expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/__sim/pages/idp');
  return url.searchParams.get('request') ?? '';
}

const identityOf = (world: World, token: string) =>
  ENDPOINTS.tokenValidate.response.parse(tokenValidate(world.state, token).body);

describe('single sign-on', () => {
  it('offers every code of the single-sign-on family on the identity-provider page', () => {
    expect(SSO_ERROR_CODES).toHaveLength(22);
    expect(SSO_ERROR_CODES).toContain('IDP_NOT_FOUND');
    expect(SSO_ERROR_CODES).toContain('SSO_GROUP_FORBIDDEN');
  });

  it('an unknown environment code is IDP_NOT_FOUND; a domain set to fail answers its error', () => {
    const world = federatedWorld({
      ssoDomains: [{ code: 'ACME' }, { code: 'BROKEN', loginError: 'IDP_AUTH_LOGIN_REDIRECT_ERROR' }],
    });
    expect(ssoLogin(world.state, 'NOPE')).toEqual({ status: 404, body: { error: 'IDP_NOT_FOUND' } });
    expect(ssoLogin(world.state, 'broken').body).toEqual({ error: 'IDP_AUTH_LOGIN_REDIRECT_ERROR' });
  });

  it("the user of the domain is signed in by validating the identity provider's token, once", () => {
    const world = federatedWorld();
    const token = issueSsoToken(world.state, startSso(world), { kind: 'user', email: SSO.email }, false);
    const reply = identityOf(world, token.token);
    expect(reply.identity).toEqual({ errors: [], status: 'SUCCESS', is_sso_user: true });
    const session = world.state.sessions.get(reply.access_token ?? undefined);
    expect(session?.email).toBe(SSO.email);
    // The session knows it came from single sign-on.
    expect(identityOf(world, session?.token ?? '').identity?.is_sso_user).toBe(true);
    // The identity provider's token is used up.
    expect(tokenValidate(world.state, token.token).body).toEqual({ error: 'INVALID_TOKEN' });
  });

  it('a token validated after its 5 minutes on the world clock is INVALID_TOKEN', () => {
    const world = federatedWorld();
    const token = issueSsoToken(world.state, startSso(world), { kind: 'user', email: SSO.email }, false);
    world.advanceClock(SSO_TOKEN_MS + 1000);
    expect(tokenValidate(world.state, token.token)).toEqual({
      status: 401,
      body: { error: 'INVALID_TOKEN' },
    });
  });

  it('an error chosen on the page is the identity error, and no session opens', () => {
    const world = federatedWorld();
    const token = issueSsoToken(
      world.state,
      startSso(world),
      { kind: 'error', code: 'SSO_EMAIL_MISSING' },
      false,
    );
    const reply = identityOf(world, token.token);
    expect(reply.access_token).toBeNull();
    expect(reply.identity?.errors).toEqual(['SSO_EMAIL_MISSING']);
  });

  it('a user of no or another domain is SSO_USER_NOT_PERMITTED; a stale request RELAY_STATE_ERROR', () => {
    const world = federatedWorld();
    const other = issueSsoToken(world.state, startSso(world), { kind: 'user', email: ANN.email }, false);
    expect(other.errors).toEqual(['SSO_USER_NOT_PERMITTED']);
    const stale = issueSsoToken(world.state, 'relay_unknown', { kind: 'user', email: SSO.email }, false);
    expect(stale.errors).toEqual(['RELAY_STATE_ERROR']);
  });

  it('SSO_FORCE_USER_LOGOUT is a status: no session, no error', () => {
    const world = federatedWorld();
    const token = issueSsoToken(world.state, startSso(world), { kind: 'user', email: SSO.email }, true);
    const reply = identityOf(world, token.token);
    expect(reply.identity).toEqual({ errors: [], status: SSO_FORCE_USER_LOGOUT, is_sso_user: true });
    expect(reply.access_token).toBeNull();
  });

  it("logout ends the session and sends the browser to the identity provider's logout", () => {
    const world = federatedWorld();
    const session = signIn(world, SSO);
    const reply = ssoLogout(world.state, session, ORIGIN);
    const url = new URL(ENDPOINTS.ssoLogout.response.parse(reply.body).redirect_url);
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/__sim/pages/idp/logout');
    expect(world.state.sessions.get(session.token)).toBeUndefined();
  });

  it('fixed tokens of the settings answer as set and are not used up', () => {
    const world = federatedWorld({
      ssoTokens: [
        { token: 'fixed-user', user: SSO.email, errors: [], forceLogout: false },
        { token: 'fixed-error', errors: ['SSO_GROUP_FORBIDDEN'], forceLogout: false },
      ],
    });
    expect(identityOf(world, 'fixed-user').access_token).toMatch(/^sim_/);
    expect(identityOf(world, 'fixed-user').access_token).toMatch(/^sim_/);
    expect(identityOf(world, 'fixed-error').identity?.errors).toEqual(['SSO_GROUP_FORBIDDEN']);
  });
});
