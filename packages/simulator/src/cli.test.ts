import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ScenarioSummary } from './catalogue';
import { SMALL_SCENARIO_YAML, scenarioDir } from './test-support';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI the way `pnpm sim` does (tsx, cwd packages/simulator). */
function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['src/cli.ts', ...args], { cwd: PACKAGE_DIR, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('pnpm sim', () => {
  it('list --json prints the catalogue as JSON and nothing else', async () => {
    const { code, stdout } = await cli(['list', '--json']);
    expect(code).toBe(0);
    const catalogue = JSON.parse(stdout) as ScenarioSummary[];
    expect(catalogue.find((s) => s.name === 'default')).toMatchObject({
      codes: ['INVALID_USER', 'USER_NOT_FOUND'],
      accounts: [{ email: 'demo@example.com', password: 'Demo@Portal2026' }],
    });
    for (const entry of catalogue) {
      expect(Object.keys(entry).sort()).toEqual(['accounts', 'codes', 'name', 'probes', 'steps', 'title']);
      expect(entry.steps.length).toBeGreaterThan(0);
    }
  });

  it('list prints a table; bad arguments print usage and exit 2', async () => {
    const [table, badPort, noPort, unknown, badFlag] = await Promise.all([
      cli(['list']),
      cli(['serve', '--port', 'abc']),
      cli(['serve']),
      cli(['frobnicate']),
      cli(['list', '--bogus']),
    ]);
    expect(table.stdout).toMatch(/^NAME\s+TITLE/);
    for (const run of [badPort, noPort, unknown, badFlag]) {
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('usage: pnpm sim');
    }
  });

  it('exits 1 with the ScenarioError message for a bad scenario file', async () => {
    const broken = SMALL_SCENARIO_YAML.replace('access_group: DESKTOP', 'access_group: DESK');
    const { dir, cleanup } = await scenarioDir({ 'default.yaml': broken });
    try {
      const { code, stdout, stderr } = await cli(['list', '--json'], { SCENARIOS_DIR: dir });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toContain('default.yaml');
      expect(stderr).toContain('clients[0].environments[0].access_group');
    } finally {
      await cleanup();
    }
  });

  it('serve listens and says where', async () => {
    const child = spawn(TSX, ['src/cli.ts', 'serve', '--port', '0'], { cwd: PACKAGE_DIR });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const match = line.match(/^simulator listening on (http:\/\/127\.0\.0\.1:\d+)\n$/);
      expect(match).not.toBeNull();
      const res = await fetch(`${match?.[1]}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password: 'wrong' }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'INVALID_USER' });
    } finally {
      child.kill('SIGTERM');
    }
  });
});
