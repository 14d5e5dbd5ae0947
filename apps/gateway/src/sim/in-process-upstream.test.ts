import type { InProcessApi } from '@portal/simulator';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { TransportTimeout } from '../upstream/transport';
import { inProcessTransport } from './in-process-upstream';

const PREFIX = '/__sim/api';
const exchange = (url: string, timeoutMs = 1_000) => ({
  method: 'GET',
  url,
  headers: { accept: 'application/json', 'x-sim-world': 'w1' },
  body: undefined,
  timeoutMs,
});

function simulatorWith(call: InProcessApi['call']) {
  return { inProcessApi: { call: vi.fn(call), releaseAll: vi.fn() } };
}

describe('the in-process transport', () => {
  it('calls the simulator with the path relative to the API and the headers as sent', async () => {
    const gateway = Fastify();
    const simulator = simulatorWith(async () => ({ status: 200, text: '{"ok":true}' }));
    const transport = inProcessTransport(gateway, simulator, PREFIX);
    expect(await transport(exchange(`${PREFIX}/clients?cli_uuid=a`))).toEqual({
      status: 200,
      text: '{"ok":true}',
    });
    expect(simulator.inProcessApi.call.mock.calls[0]?.[0]).toEqual({
      method: 'GET',
      url: '/clients?cli_uuid=a',
      headers: { accept: 'application/json', 'x-sim-world': 'w1' },
      body: undefined,
    });
    await gateway.close();
  });

  it('stops waiting for a held answer after the time-out', async () => {
    const gateway = Fastify();
    const transport = inProcessTransport(
      gateway,
      simulatorWith(() => new Promise(() => {})),
      PREFIX,
    );
    await expect(transport(exchange(`${PREFIX}/clients`, 20))).rejects.toBeInstanceOf(TransportTimeout);
    await gateway.close();
  });

  it('releases held answers when the gateway closes', async () => {
    const gateway = Fastify();
    const simulator = simulatorWith(async () => ({ status: 200, text: '{}' }));
    inProcessTransport(gateway, simulator, PREFIX);
    await gateway.close();
    expect(simulator.inProcessApi.releaseAll).toHaveBeenCalledOnce();
  });
});
