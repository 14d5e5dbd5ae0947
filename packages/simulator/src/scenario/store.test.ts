import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HEADERS } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildSimulatorServer, createSimulator } from '../simulator';
import { SMALL_SCENARIO_YAML, scenarioDir } from '../test-support';
import { type ScenarioReload, ScenarioStore } from './store';

/** File events can take a while on a loaded machine: wait for them generously, never for a fixed time. */
const EVENT_TIMEOUT_MS = 20_000;
const TEST_TIMEOUT_MS = 60_000;

/** Collects reloads and waits for the first one that satisfies a condition. */
function reloads() {
  const seen: ScenarioReload[] = [];
  const waiters = new Set<() => void>();
  return {
    onReload: (reload: ScenarioReload) => {
      seen.push(reload);
      for (const wake of waiters) wake();
    },
    waitFor(what: string, ok: (r: ScenarioReload) => boolean): Promise<ScenarioReload> {
      const from = seen.length;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no reload where ${what} within ${EVENT_TIMEOUT_MS} ms; saw ${JSON.stringify(seen)}`),
          );
        }, EVENT_TIMEOUT_MS);
        function check() {
          const found = seen.slice(from).find(ok);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        }
        waiters.add(check);
      });
    },
  };
}

const titled = (title: string) => SMALL_SCENARIO_YAML.replace('title: Small', `title: ${title}`);

/** A store watching a directory that holds only default.yaml; closed and removed after `run`. */
async function watchingStore(
  run: (it: { dir: string; store: ScenarioStore; events: ReturnType<typeof reloads> }) => Promise<void>,
): Promise<void> {
  const { dir, cleanup } = await scenarioDir({ 'default.yaml': SMALL_SCENARIO_YAML });
  const store = await ScenarioStore.load(dir, 'default');
  const events = reloads();
  try {
    await store.watch({ onReload: events.onReload });
    await run({ dir, store, events });
  } finally {
    await store.close();
    await cleanup();
  }
}

describe('ScenarioStore hot reload', () => {
  it(
    'adds, changes and removes scenarios; a broken file is reported and its last good version stays',
    () =>
      watchingStore(async ({ dir, store, events }) => {
        const live = store.scenarios;

        let next = events.waitFor('extra is added', (r) => r.added.includes('extra'));
        await writeFile(join(dir, 'extra.yaml'), titled('First'));
        await next;
        expect(live.get('extra')?.scenario.title).toBe('First');

        next = events.waitFor('extra changes', (r) => r.changed.includes('extra'));
        await writeFile(join(dir, 'extra.yaml'), titled('Second'));
        await next;
        expect(live.get('extra')?.scenario.title).toBe('Second');

        // A reload can catch the file truncated but not yet written ("required"): wait for the
        // complete file's error, not the first one.
        const badGroup = /line \d+, column \d+, at clients\[0\]\.environments\[0\]\.access_group/;
        next = events.waitFor('extra is reported broken', (r) =>
          r.errors.some((e) => badGroup.test(e.message)),
        );
        await writeFile(
          join(dir, 'extra.yaml'),
          titled('Third').replace('access_group: DESKTOP', 'access_group: DESK'),
        );
        const broken = await next;
        expect(broken.errors.find((e) => badGroup.test(e.message))?.message).toContain(
          join(dir, 'extra.yaml'),
        );
        expect(live.get('extra')?.scenario.title).toBe('Second');

        next = events.waitFor('a sub-folder scenario is added', (r) => r.added.includes('launch/boot'));
        await mkdir(join(dir, 'launch'));
        await writeFile(join(dir, 'launch', 'boot.yaml'), titled('Boot'));
        await next;

        next = events.waitFor('extra is removed', (r) => r.removed.includes('extra'));
        await rm(join(dir, 'extra.yaml'));
        await next;
        expect([...live.keys()].sort()).toEqual(['default', 'launch/boot']);

        next = events.waitFor('default is kept', (r) =>
          r.errors.some((e) => e.message.includes('shared world')),
        );
        await rm(join(dir, 'default.yaml'));
        await next;
        expect(live.has('default')).toBe(true);
      }),
    TEST_TIMEOUT_MS,
  );

  it(
    'reports a .yml file saved while watching (the watcher does not skip it)',
    () =>
      watchingStore(async ({ dir, store, events }) => {
        const file = join(dir, 'extra.yml');
        const next = events.waitFor('extra.yml is reported', (r) => r.errors.some((e) => e.file === file));
        await writeFile(file, titled('Misnamed'));
        const reload = await next;
        expect(reload.errors.find((e) => e.file === file)?.summary).toBe(
          'scenario files end in .yaml: rename it to extra.yaml',
        );
        expect(store.errors.map((e) => e.file)).toEqual([file]);
      }),
    TEST_TIMEOUT_MS,
  );

  it(
    'createSimulator({ watch: true }) serves a new file without a restart until close()',
    async () => {
      const { dir, cleanup } = await scenarioDir({ 'default.yaml': SMALL_SCENARIO_YAML });
      const events = reloads();
      const sim = await createSimulator({
        scenariosDir: dir,
        watch: true,
        onScenarioReload: events.onReload,
      });
      try {
        expect(sim.hasScenario('later')).toBe(false);
        const next = events.waitFor('later is added', (r) => r.added.includes('later'));
        await writeFile(join(dir, 'later.yaml'), titled('Later'));
        await next;
        expect(sim.hasScenario('later')).toBe(true);
        expect(sim.catalogue().map((s) => s.title)).toContain('Later');
        expect(sim.createWorld('later').id).toEqual(expect.any(String));
      } finally {
        await sim.close();
        await cleanup();
      }
    },
    TEST_TIMEOUT_MS,
  );

  describe('what a reload does to worlds', () => {
    /** Ann becomes Amy: a change anyone can see in a world's users. */
    const renamed = SMALL_SCENARIO_YAML.replace('email: ann@example.com', 'email: amy@example.com');

    async function watched() {
      const { dir, cleanup } = await scenarioDir({
        'default.yaml': SMALL_SCENARIO_YAML,
        'other.yaml': SMALL_SCENARIO_YAML,
      });
      const events = reloads();
      const app = await buildSimulatorServer({
        scenariosDir: dir,
        watch: true,
        onScenarioReload: events.onReload,
      });
      const close = async () => {
        await app.close();
        await cleanup();
      };
      return { dir, app, events, close };
    }

    const view = async (app: FastifyInstance, id: string) =>
      (await app.inject({ url: `/__sim/worlds/${id}` })).json<{
        users: Array<{ email: string }>;
        sessions: unknown[];
      }>();
    const emails = async (app: FastifyInstance, id: string) =>
      (await view(app, id)).users.map((u) => u.email);
    const signInBob = (app: FastifyInstance, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/login',
        headers,
        payload: { email: 'bob@example.com', password: 'Bob@Pass1' },
      });

    it(
      'a changed default.yaml re-seeds the shared world at once (a reset: its sessions go)',
      async () => {
        const { dir, app, events, close } = await watched();
        try {
          expect((await signInBob(app)).statusCode).toBe(200);
          expect((await view(app, 'default')).sessions).toHaveLength(1);

          const next = events.waitFor('default changes', (r) => r.changed.includes('default'));
          await writeFile(join(dir, 'default.yaml'), renamed);
          await next;

          const shared = await view(app, 'default');
          expect(shared.users.map((u) => u.email)).toContain('amy@example.com');
          expect(shared.users.map((u) => u.email)).not.toContain('ann@example.com');
          expect(shared.sessions).toEqual([]);
        } finally {
          await close();
        }
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'another changed scenario: open worlds keep their data until reset, which gives the new version',
      async () => {
        const { dir, app, events, close } = await watched();
        try {
          const created = await app.inject({
            method: 'POST',
            url: '/__sim/worlds',
            payload: { scenario: 'other' },
          });
          const { id } = created.json<{ id: string }>();
          expect((await signInBob(app, { [HEADERS.simWorld]: id })).statusCode).toBe(200);
          expect((await signInBob(app)).statusCode).toBe(200);

          const next = events.waitFor('other changes', (r) => r.changed.includes('other'));
          await writeFile(join(dir, 'other.yaml'), renamed);
          await next;

          const open = await view(app, id);
          expect(open.users.map((u) => u.email)).toContain('ann@example.com');
          expect(open.sessions).toHaveLength(1);
          // The shared world is another scenario's: untouched.
          expect((await view(app, 'default')).sessions).toHaveLength(1);

          expect(
            (await app.inject({ method: 'POST', url: `/__sim/worlds/${id}/reset`, payload: {} })).statusCode,
          ).toBe(200);
          const reset = await view(app, id);
          expect(reset.users.map((u) => u.email)).toContain('amy@example.com');
          expect(reset.users.map((u) => u.email)).not.toContain('ann@example.com');
          expect(reset.sessions).toEqual([]);

          const fresh = await app.inject({
            method: 'POST',
            url: '/__sim/worlds',
            payload: { scenario: 'other' },
          });
          expect(await emails(app, fresh.json<{ id: string }>().id)).toContain('amy@example.com');
        } finally {
          await close();
        }
      },
      TEST_TIMEOUT_MS,
    );
  });
});
