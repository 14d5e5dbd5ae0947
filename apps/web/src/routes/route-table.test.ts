import { describe, expect, it } from 'vitest';
import { checksSession, matchSpecRoute, returnsAfterSignIn, SPEC_ROUTES } from './route-table';

describe('route table', () => {
  it('lists every route of spec section 2 once', () => {
    const paths = SPEC_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(29);
  });

  it('guards exactly the spec routes that need an access token', () => {
    const token = SPEC_ROUTES.filter((r) => r.access === 'token').map((r) => r.path);
    expect(token).toContain('/home/environments');
    expect(token).toContain('/apps/:id');
    expect(token).not.toContain('/');
    expect(token).not.toContain('/404');
    expect(token).toHaveLength(17);
  });

  it('gives the no-header token routes the authentication layout', () => {
    const noHeader = ['/requiredMFA', '/configurationMFA', '/deviceValidation', '/validating'];
    for (const path of noHeader) expect(SPEC_ROUTES.find((r) => r.path === path)?.shell).toBe('auth');
  });
});

describe('matchSpecRoute', () => {
  it('finds the route of a path, parameters and optional segments included', () => {
    expect(matchSpecRoute('/')?.screen).toBe('login');
    expect(matchSpecRoute('/home/environments')?.titleKey).toBe('routes.environments');
    expect(matchSpecRoute('/apps/42')?.screen).toBe('web-apps');
    expect(matchSpecRoute('/sso')?.titleKey).toBe('routes.sso');
    expect(matchSpecRoute('/sso/acme.com')?.titleKey).toBe('routes.sso');
  });
  it('finds nothing for an unknown path', () => {
    expect(matchSpecRoute('/nope')).toBeUndefined();
  });
});

describe('checksSession', () => {
  it('is true for the token routes and the login page only', () => {
    const checked = SPEC_ROUTES.filter(checksSession).map((r) => r.path);
    expect(checked).toContain('/');
    expect(checked).toContain('/home/environments');
    expect(checked).not.toContain('/404');
    expect(checked).not.toContain('/forgotPassword');
    expect(checked).toHaveLength(18);
  });
});

describe('returnsAfterSignIn: where a signed-out visit comes back to after sign-in', () => {
  it.each(['/apps/acme-web', '/home/environments?x', '/homeLoading', '/messages'])('%s: yes', (path) => {
    expect(returnsAfterSignIn(path)).toBe(true);
  });

  it.each(['/', '/logout', '/requiredMFA?x', '/configurationMFA', '/404', '/no-such-page', '//evil.example'])(
    '%s: no',
    (path) => {
      expect(returnsAfterSignIn(path)).toBe(false);
    },
  );
});
