import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIfStale, runToStderr, webIsStale } from './build-if-stale.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

let dir;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A file at `path` under the temporary root, it and its folders last modified `secondsAgo`. */
function file(path, secondsAgo) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), '');
  const at = Date.now() / 1000 - secondsAgo;
  // A folder counts too (a deleted source changes only its folder).
  for (let part = path; part !== '.'; part = dirname(part)) utimesSync(join(dir, part), at, at);
}

describe('webIsStale', () => {
  it('is stale until built, fresh after, and stale again when a source changes', () => {
    dir = mkdtempSync(join(tmpdir(), 'build-if-stale-'));
    file('apps/web/src/main.tsx', 100);
    file('packages/contracts/src/index.ts', 100);
    expect(webIsStale(dir)).toBe(true);

    file('apps/web/dist/index.html', 50);
    expect(webIsStale(dir)).toBe(false);

    file('packages/contracts/src/index.ts', 10);
    expect(webIsStale(dir)).toBe(true);
  });
});

describe('runToStderr', () => {
  it("sends the build's stdout to stderr, so a JSON-printing command's stdout stays JSON", () => {
    // In a child: the redirection is of file descriptors, which this process cannot capture.
    const script = [
      `import { runToStderr } from ${JSON.stringify(join(HERE, 'build-if-stale.mjs'))};`,
      `runToStderr(process.execPath, ['-e', "console.log('built to stdout'); console.error('warned')"]);`,
    ].join('\n');
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.status, child.stderr).toBe(0);
    expect(child.stdout).toBe('');
    expect(child.stderr).toContain('built to stdout');
    expect(child.stderr).toContain('warned');
  });

  it('throws, naming the command and its exit code, when the build fails', () => {
    expect(() => runToStderr(process.execPath, ['-e', 'process.exit(3)'])).toThrow(
      /-e process\.exit\(3\) failed with exit code 3/,
    );
  });
});

describe('buildIfStale', () => {
  it('refuses a target it does not know before building anything', async () => {
    await expect(buildIfStale(['sim', 'gatway'])).rejects.toThrow(
      /unknown build target: gatway; known: web, gateway, sim/,
    );
  });
});
