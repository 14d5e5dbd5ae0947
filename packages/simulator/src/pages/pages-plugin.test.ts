import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIOS_DIR } from '../paths';
import { buildSimulatorServer } from '../simulator';

// `pnpm sim serve`: the pages sit beside the upstream routes; their addresses use this server's own.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSimulatorServer({ scenariosDir: DEFAULT_SCENARIOS_DIR });
});
afterAll(() => app.close());

const worldCookie = (setCookie: string | string[] | undefined): string =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((line) => line.split(';')[0]).join('; ');

describe('the simulator pages in `pnpm sim serve`', () => {
  it('a Duo sign-in points at this server, and the page answers in the caller world only', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { host: '127.0.0.1:4010', 'x-sim-scenario': 'duo/push' },
      payload: { email: 'duo@example.com', password: 'Duo@Portal2026' },
    });
    expect(login.statusCode).toBe(200);
    const url = new URL((login.json() as { duo: { redirect_url: string } }).duo.redirect_url);
    expect(url.origin).toBe('http://127.0.0.1:4010');
    expect(url.pathname).toBe('/__sim/pages/duo');

    const cookie = worldCookie(login.headers['set-cookie']);
    const page = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('duo@example.com');
    expect(page.body).toContain('Simulator page for QA');

    // Another world (the shared one) has no such push.
    const elsewhere = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(elsewhere.statusCode).toBe(404);

    const answered = await app.inject({
      method: 'POST',
      url: '/__sim/pages/duo',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=${url.searchParams.get('state')}&action=approve`,
    });
    expect(answered.statusCode).toBe(303);
    // Alone, the simulator does not know the portal's address: the return is relative.
    expect(answered.headers.location).toMatch(/^\/login\/duo-callback\/\?state=.+&duo_code=.+$/);
  });

  it('escapes what it shows, and refuses an unknown request', async () => {
    const page = await app.inject({ method: 'GET', url: '/__sim/pages/idp?request=%3Cscript%3E' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('<script>');
  });
});

describe('the RemoteApp stand-in page', () => {
  it('lists the client of the caller world and may be framed by its own origin only', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'x-sim-scenario': 'launch/tsplus-all' },
      payload: { email: 'launcher@example.com', password: 'Launcher@Portal2026' },
    });
    const cookie = worldCookie(login.headers['set-cookie']);
    const page = await app.inject({
      method: 'GET',
      url: '/__sim/pages/remote-app?client=globex',
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('RemoteApp session (simulated)');
    expect(page.body).toContain('Globex Apps');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');

    const unknown = await app.inject({
      method: 'GET',
      url: '/__sim/pages/remote-app?client=%3Cb%3E',
      headers: { cookie },
    });
    expect(unknown.body).toContain('No such client');
    expect(unknown.body).not.toContain('<b>');
  });
});
