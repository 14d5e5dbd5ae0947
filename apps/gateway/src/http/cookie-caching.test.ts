import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { cacheControlForCookies, repliesWithCsrfCookie } from './cookie-caching';

describe('cacheControlForCookies', () => {
  it.each([
    [undefined, 'no-store'],
    ['', 'no-store'],
    ['no-cache', 'private, no-cache'],
    ['public, max-age=31536000, immutable', 'private, max-age=31536000, immutable'],
    ['max-age=60, s-maxage=600', 'private, max-age=60'],
    ['no-store', 'no-store'],
    ['private, no-cache', 'private, no-cache'],
  ])('%j becomes %j', (current, expected) => {
    expect(cacheControlForCookies(current)).toBe(expected);
  });
});

describe('repliesWithCsrfCookie', () => {
  it.each([
    ['/', true],
    ['/home/environments?x=1', true],
    ['/healthz', true],
    ['/trpc/auth.login', true],
    ['/trpc/auth.session,clients.list?batch=1', true],
    ['/assets/index-abc123.js', false],
    ['/favicon.svg', false],
    ['/config.json', false],
    ['/clients/acme/config.json?v=2', false],
  ])('%s: %s', (url, expected) => {
    expect(repliesWithCsrfCookie(url)).toBe(expected);
  });
});

describe('replies that set a cookie', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('are kept out of shared caches, and a reply without a cookie keeps its rule', async () => {
    const first = await app.inject({ method: 'GET', url: '/healthz' });
    expect(first.headers['set-cookie']).toBeDefined();
    expect(first.headers['cache-control']).toBe('no-store');

    const csrf = String(first.headers['set-cookie']).split(';')[0] ?? '';
    const again = await app.inject({ method: 'GET', url: '/healthz', headers: { cookie: csrf } });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['cache-control']).toBeUndefined();
  });
});
