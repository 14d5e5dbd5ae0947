import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProbeOutcome } from '@portal/simulator';
import { describe, expect, it } from 'vitest';
import { pactText } from './documents';
import { interactionOf, type PactFile } from './pact';
import { PACT_PATH } from './paths';
import { verifySimulator } from './verify-simulator';

const committed = readFileSync(PACT_PATH, 'utf8');
const pact = JSON.parse(committed) as PactFile;
/** Pact's verifier runs a native binary and a proxy; give it room on a busy machine. */
const VERIFY_TIMEOUT_MS = 240_000;

describe('docs/upstream/portal-upstream.pact.json', () => {
  it('is what the scenarios make today (run pnpm upstream pact after changing them)', async () => {
    expect(committed).toBe(await pactText());
  }, 120_000);

  it('is Pact specification 3, one interaction per probe with its scenario as provider state', () => {
    expect(pact.metadata.pactSpecification.version).toBe('3.0.0');
    expect(pact.interactions.length).toBeGreaterThan(100);
    const lockout = pact.interactions.filter((i) => i.providerStates[0]?.name === 'scenario auth/lockout');
    expect(lockout.map((i) => i.providerStates[0]?.params.probesBefore)).toEqual(
      lockout.map((_, index) => index),
    );
  });

  it('matches replies by type and catalogue codes by a regular expression, not by literal values', () => {
    for (const { description, response } of pact.interactions) {
      if (typeof response.body !== 'object' || response.body === null) continue;
      expect(response.matchingRules?.body.$, description).toEqual({ matchers: [{ match: 'type' }] });
    }
    const wrong = pact.interactions.find(
      (i) => i.description === 'auth/wrong-password, probe 1: a wrong password is refused',
    );
    expect(wrong?.response.matchingRules?.body['$.error']).toEqual({
      matchers: [{ match: 'regex', regex: '^([^:]+:)?INVALID_USER$' }],
    });
    // No token the simulator made up is published; the header comes from the provider state.
    expect(committed).not.toMatch(/"sim_[\w-]{20,}"/);
    const signedIn = pact.interactions.find((i) => i.request.headers?.Authorization !== undefined);
    expect(signedIn?.request.generators?.header.Authorization).toEqual({
      type: 'ProviderState',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Pact's own placeholder syntax
      expression: 'Bearer ${accessToken}',
    });
  });

  it('leaves out a success its own contract refuses (upstream/contract-breaks)', () => {
    expect(
      pact.interactions.some((i) => i.providerStates[0]?.params.scenario === 'upstream/contract-breaks'),
    ).toBe(false);
    const outcome: ProbeOutcome = {
      scenario: 'x',
      index: 0,
      probe: { call: 'userSession', expect: { status: 200 } },
      got: { status: 200, body: { is_active_session: 'no' }, scripted: true },
    };
    expect(interactionOf(outcome)).toBeUndefined();
    expect(
      interactionOf({
        ...outcome,
        got: { status: 200, body: { is_active_session: false }, scripted: false },
      }),
    ).toBeDefined();
  });
});

describe("Pact's verifier", () => {
  it(
    'verifies the simulator against the whole consumer contract',
    async () => {
      await expect(verifySimulator({ pactFile: PACT_PATH })).resolves.toBeUndefined();
    },
    VERIFY_TIMEOUT_MS,
  );

  it(
    'fails the simulator when one of its replies breaks the contract',
    async () => {
      // The default scenario's interactions only, to keep it short; /clients answers a string list.
      const dir = mkdtempSync(join(tmpdir(), 'pact-'));
      const file = join(dir, 'default.pact.json');
      const interactions = pact.interactions.filter(
        (i) => i.providerStates[0]?.params.scenario === 'default',
      );
      expect(interactions.some((i) => i.request.path === '/clients')).toBe(true);
      writeFileSync(file, JSON.stringify({ ...pact, interactions }));
      const verifying = verifySimulator({
        pactFile: file,
        tamper: (app) =>
          app.addHook('onSend', async (request, _reply, payload) =>
            request.url.startsWith('/clients') ? JSON.stringify({ clients: ['acme-finance'] }) : payload,
          ),
      });
      await expect(verifying).rejects.toThrow();
    },
    VERIFY_TIMEOUT_MS,
  );
});
