import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import setup from './vitest-temp-dir';

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

describe('the test run’s own temporary folder', () => {
  // This run's own folder, set by the same setup before the workers started.
  const saved = { TMPDIR: process.env.TMPDIR, run: process.env.PORTAL_TEST_RUN_TMPDIR };
  beforeEach(() => {
    delete process.env.PORTAL_TEST_RUN_TMPDIR;
  });
  afterEach(() => {
    restore('TMPDIR', saved.TMPDIR);
    restore('PORTAL_TEST_RUN_TMPDIR', saved.run);
  });

  it('sends the scratch folders tests make into one folder, and removes it with them at the end', () => {
    const outer = tmpdir();
    const teardown = setup();
    const runDir = tmpdir();
    expect(runDir).not.toBe(outer);
    const scratch = mkdtempSync(join(tmpdir(), 'scratch-'));
    expect(scratch.startsWith(runDir)).toBe(true);
    teardown();
    expect(existsSync(runDir)).toBe(false);
    expect(tmpdir()).toBe(outer);
  });

  it('makes one folder however many projects run the setup', () => {
    const teardown = setup();
    const runDir = tmpdir();
    const again = setup();
    expect(tmpdir()).toBe(runDir);
    again();
    expect(existsSync(runDir)).toBe(true);
    teardown();
    expect(existsSync(runDir)).toBe(false);
  });
});
