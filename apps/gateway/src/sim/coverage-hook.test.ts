import { CoverageRecorder } from '@portal/simulator';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCoverageHook } from './coverage-hook';
import './request-world';

const ANSWER = JSON.stringify({
  error: { data: { portal: { outcome: { message: { severity: 'error', key: 'errors.INVALID_USER' } } } } },
});

async function app(coverage: CoverageRecorder) {
  const server = Fastify();
  server.decorateRequest('simWorld', null);
  server.addHook('onRequest', async (req) => {
    req.simWorld = 'w-1';
  });
  registerCoverageHook(server, { coverage, scenarioOf: () => 'locked', prefix: '/trpc' });
  server.get('/trpc/auth.login', async (_req, reply) => reply.type('application/json').send(ANSWER));
  // As tRPC's adapter sends it: its Response, still unread.
  server.get('/trpc/auth.logout', async (_req, reply) =>
    reply.send(new Response(ANSWER, { headers: { 'content-type': 'application/json' } })),
  );
  server.get('/elsewhere', async (_req, reply) => reply.type('application/json').send(ANSWER));
  return server;
}

describe('coverage hook', () => {
  it('records the catalogue messages of tRPC answers with their world and scenario', async () => {
    const coverage = new CoverageRecorder();
    const server = await app(coverage);
    const res = await server.inject({ url: '/trpc/auth.login' });
    expect(res.body).toBe(ANSWER);
    expect(coverage.report().shown).toEqual([
      expect.objectContaining({ code: 'INVALID_USER', count: 1, scenarios: ['locked'], worlds: ['w-1'] }),
    ]);
    await server.close();
  });

  it("reads an answer tRPC's adapter sends as its Response, and still sends it whole", async () => {
    const coverage = new CoverageRecorder();
    const server = await app(coverage);
    const res = await server.inject({ url: '/trpc/auth.logout' });
    expect(res.body).toBe(ANSWER);
    expect(coverage.report().shown).toEqual([expect.objectContaining({ code: 'INVALID_USER', count: 1 })]);
    await server.close();
  });

  it('leaves answers outside tRPC alone', async () => {
    const coverage = new CoverageRecorder();
    const server = await app(coverage);
    await server.inject({ url: '/elsewhere' });
    expect(coverage.report().shownCount).toBe(0);
    await server.close();
  });
});
