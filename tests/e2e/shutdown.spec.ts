import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { COOKIES, gatewayCookieName, HEADERS } from '@portal/contracts/portal';

/** The gateway's cookies are Secure here (the default): `__Host-` names. */
const CSRF_COOKIE = gatewayCookieName(COOKIES.csrf, true);

import { DEMO } from './demo-account';
import { freePort, REPO_ROOT, startGateway } from './spawned';

// `pnpm start` as an operator runs it, stopped as a process supervisor stops it: SIGTERM to the
// pnpm process. The signal reaches the gateway (pnpm → start.mjs → the gateway, its child), which
// finishes the request it is serving, refuses new ones with a clean 503, and exits; pnpm exits
// only after it, with its status, so a supervisor waiting on pnpm does not cut the drain.

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `pnpm start` on its own port; resolves once it listens, with everything it printed so far. */
function startPortal(port: number): Promise<{
  pnpm: ChildProcess;
  output: () => string;
  ended: Promise<void>;
  /** pnpm's exit, and whether the gateway (`gatewayPid`) was still running at that moment. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; gatewayRunning: boolean }>;
}> {
  const pnpm = spawn('pnpm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', UPSTREAM_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  // The gateway inherits these pipes: they end when the last process holding them exits.
  const ended = new Promise<void>((resolve) => pnpm.stdout?.once('end', () => resolve()));
  // Every log line of the gateway names its process.
  const gatewayPid = () => Number(/"pid":(\d+)/.exec(printed)?.[1]);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; gatewayRunning: boolean }>(
    (resolve) =>
      pnpm.once('exit', (code, signal) => resolve({ code, signal, gatewayRunning: isRunning(gatewayPid()) })),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('portal listening on') && /"pid":\d+/.test(printed))
        resolve({ pnpm, output: () => printed, ended, exited });
    };
    pnpm.stdout?.on('data', onData);
    pnpm.stderr?.on('data', onData);
    pnpm.once('exit', (code) => reject(new Error(`pnpm start exited with ${code}: ${printed}`)));
  });
}

test('SIGTERM to pnpm start drains the request in flight, answers new ones 503, then stops', async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const portal = await startPortal(port);
  try {
    // A world whose sign-in answers after 3 s: a request the gateway is still serving.
    const world = (await (
      await fetch(`${base}/__sim/worlds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ scenario: 'default' }),
      })
    ).json()) as { id: string };
    const fault = await fetch(`${base}/__sim/worlds/${world.id}/overrides`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: 'login', delayMs: 3_000, times: 1 }),
    });
    expect(fault.status).toBe(201);

    const health = await fetch(`${base}/healthz`, { headers: { cookie: `${COOKIES.simWorld}=${world.id}` } });
    const csrf =
      new RegExp(`${CSRF_COOKIE}=([^;]+)`).exec(health.headers.getSetCookie().join('\n'))?.[1] ?? '';
    const signIn = fetch(`${base}/trpc/auth.login?batch=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${CSRF_COOKIE}=${csrf}; ${COOKIES.simWorld}=${world.id}`,
        [HEADERS.csrf]: csrf,
      },
      body: JSON.stringify({ 0: DEMO }),
    }).then(async (res) => ({ status: res.status, body: await res.text() }));
    // In flight once the simulator has taken the one-time delay (it is then gone from the list).
    await expect
      .poll(async () => {
        const res = await fetch(`${base}/__sim/worlds/${world.id}/overrides`);
        return ((await res.json()) as { source: string }[]).filter((o) => o.source === 'runtime').length;
      })
      .toBe(0);

    portal.pnpm.kill('SIGTERM');

    await expect
      .poll(async () => (await fetch(`${base}/healthz`, { headers: { connection: 'close' } })).status, {
        timeout: 30_000,
      })
      .toBe(503);
    const answered = await signIn;
    expect(answered.status).toBe(200);
    expect(answered.body).toContain('"next"');
    await portal.ended;
    expect(portal.output()).toContain('finishing 1 request(s) in flight');
    // pnpm ended after the gateway had, with its status (0: drained).
    expect(await portal.exited).toEqual({ code: 0, signal: null, gatewayRunning: false });
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  } finally {
    portal.pnpm.kill('SIGKILL');
  }
});

test('SIGTERM stops the gateway even when nobody reads what it prints', async () => {
  test.setTimeout(180_000);
  // Simulator mode at debug level: every request prints two lines.
  const gateway = await startGateway({ LOG_LEVEL: 'debug', UPSTREAM_URL: '' });
  try {
    gateway.pauseOutput();
    // Each line names the URL: about 3 MB of lines, far more than the child's output socket holds
    // (75–230 KB here), less than the 8 MiB the gateway keeps; the rest waits in the gateway,
    // which keeps answering.
    const url = `${gateway.url}/healthz?pad=${'x'.repeat(1_500)}`;
    for (let batch = 0; batch < 100; batch++) {
      const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await fetch(url)).status));
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    // Before the log's flush at exit was bounded, the gateway never exited here.
    const outcome = await Promise.race([
      gateway.stop().then(() => 'stopped'),
      new Promise((resolve) => setTimeout(() => resolve('still running after 60 s'), 60_000)),
    ]);
    expect(outcome).toBe('stopped');
  } finally {
    gateway.kill();
  }
});
