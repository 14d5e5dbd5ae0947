import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUN_DIR_VARIABLE = 'PORTAL_TEST_RUN_TMPDIR';

/**
 * Gives the whole test run one temporary folder of its own and removes it at the end. Tests make
 * their scratch folders with `mkdtemp(join(tmpdir(), …))`, and `os.tmpdir()` follows `TMPDIR`,
 * which the workers inherit: without this, every run left some 60 folders behind in the
 * machine's temporary folder (thousands on a developer's machine after a few weeks). The projects
 * that extend the root config run this again; only the first call makes the folder.
 */
export default function setup(): () => void {
  if (process.env[RUN_DIR_VARIABLE] !== undefined) return () => {};
  const runDir = mkdtempSync(join(tmpdir(), 'portal-unit-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = runDir;
  process.env[RUN_DIR_VARIABLE] = runDir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    delete process.env[RUN_DIR_VARIABLE];
    rmSync(runDir, { recursive: true, force: true });
  };
}
