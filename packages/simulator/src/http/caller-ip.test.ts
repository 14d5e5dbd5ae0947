import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { callerIp } from './api-plugin';

describe('callerIp', () => {
  it('takes the first X-Forwarded-For entry (the browser the gateway serves), else the socket', async () => {
    const app = Fastify();
    app.get('/ip', async (req) => ({ ip: callerIp(req) }));
    const ip = async (headers: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url: '/ip', headers })).json<{ ip: string }>().ip;
    expect(await ip({ 'x-forwarded-for': '203.0.113.5, 10.0.0.1' })).toBe('203.0.113.5');
    expect(await ip({ 'x-forwarded-for': ' ' })).toBe('127.0.0.1');
    expect(await ip()).toBe('127.0.0.1');
    await app.close();
  });
});
