import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { fastifyTrustProxy, TRUST_EVERYTHING_MESSAGE, type TrustProxy } from './trust-proxy';

const read = (value: string) => parseEnv({ TRUST_PROXY: value });

describe('TRUST_PROXY', () => {
  it.each<[string, TrustProxy]>([
    ['', false],
    ['false', false],
    ['0', false],
    ['no', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.0/8, 192.168.1.10 ,fd00::/8', ['10.0.0.0/8', '192.168.1.10', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j', (value, expected) => {
    expect(read(value)).toMatchObject({ ok: true, env: { TRUST_PROXY: expected } });
  });

  it.each(['true', 'TRUE', 'yes', '*', 'all'])('refuses %j: that would trust every address', (value) => {
    const result = read(value);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(TRUST_EVERYTHING_MESSAGE);
    expect(result.ok ? '' : result.message).toContain('TRUST_PROXY');
  });

  it.each([
    '11',
    '0.0.0.0/0',
    '::/0',
    '0.0.0.0/1',
    '::/4',
    '10.0.0.300',
    '10.0.0.0/33',
    'fd00::/129',
    'proxy.example.com',
    '10.0.0.1/8/1',
    '-1',
  ])('refuses %j with a clear message', (value) => {
    const result = read(value);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(/TRUST_PROXY/);
  });
});

/** The client address the gateway's Fastify sees for one request through these proxies. */
async function clientAddress(trust: TrustProxy, socket: string, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  app.get('/', async (req) => req.ip);
  const res = await app.inject({
    url: '/',
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return res.body;
}

describe('the client address behind trusted proxies', () => {
  it('is the socket’s when nothing is trusted: a client cannot name its own address', async () => {
    expect(await clientAddress(false, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('is the one the listed load balancer saw, and a spoofed entry before it is ignored', async () => {
    expect(await clientAddress(['10.0.0.0/8'], '10.0.0.5', '198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress(['10.0.0.0/8'], '10.0.0.5', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    // Straight from the internet (not the load balancer): its header counts for nothing.
    expect(await clientAddress(['10.0.0.0/8'], '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('counts hops from the socket: one proxy means the last entry it appended', async () => {
    expect(await clientAddress(1, '10.0.0.5', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress(2, '10.0.0.5', '1.2.3.4, 198.51.100.7')).toBe('1.2.3.4');
  });
});
