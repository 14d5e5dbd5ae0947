import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import { type Env, testEnv } from '../config/env';

/** A gateway for tests: silent, no login rate limit, no web build and no branding unless given. */
export async function buildTestApp(
  env: Partial<Env> = {},
  opts: Omit<BuildAppOptions, 'env'> = {},
): Promise<FastifyInstance> {
  const empty = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  const app = await buildApp({
    env: testEnv({ WEB_DIST: join(empty, 'no-dist'), BRANDING_DIR: join(empty, 'no-branding'), ...env }),
    logger: false,
    ...opts,
  });
  await app.ready();
  return app;
}
