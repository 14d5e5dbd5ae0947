import type { DirectApi } from '@portal/simulator';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { stubSimulator } from '../test-support/stub-simulator';
import { inProcessTransport } from './in-process-upstream';

const PREFIX = '/__sim/api';
const exchange = (url: string) => ({
  method: 'GET',
  url,
  headers: { accept: 'application/json', 'x-sim-world': 'w1' },
  body: undefined,
  timeoutMs: 1_000,
});

/** A simulator whose api plugin answers every path with 418, so a reply tells which path served. */
function simulatorWith(directApi: DirectApi) {
  return {
    ...stubSimulator(),
    directApi,
    apiPlugin: async (app: FastifyInstance) => {
      app.get('/*', async (_req, reply) => reply.code(418).send({ via: 'inject' }));
    },
  };
}

describe('the in-process transport', () => {
  it('takes the direct call’s answer, with the path relative to the API and the headers as sent', async () => {
    const gateway = Fastify();
    const direct = vi.fn<DirectApi>(() => ({ status: 200, text: '{"via":"direct"}' }));
    const transport = await inProcessTransport(gateway, simulatorWith(direct), PREFIX, 1024);
    expect(await transport(exchange(`${PREFIX}/clients?cli_uuid=a`))).toEqual({
      status: 200,
      text: '{"via":"direct"}',
    });
    expect(direct.mock.calls[0]?.[0]).toEqual({
      method: 'GET',
      url: '/clients?cli_uuid=a',
      headers: { accept: 'application/json', 'x-sim-world': 'w1' },
      body: undefined,
    });
    await gateway.close();
  });

  it('goes through the api plugin when the direct call declines', async () => {
    const gateway = Fastify();
    const transport = await inProcessTransport(
      gateway,
      simulatorWith(() => undefined),
      PREFIX,
      1024,
    );
    expect(await transport(exchange(`${PREFIX}/clients`))).toEqual({ status: 418, text: '{"via":"inject"}' });
    await gateway.close();
  });
});
