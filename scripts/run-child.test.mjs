import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exitStatus } from './run-child.mjs';

// `pnpm start` under a supervisor (docs/decisions/015): the stop signal reaches the gateway, and
// the supervised process ends only after the gateway has, with its status. A stand-in gateway
// here: it reports the signals it gets and exits only when the test tells it to, so "waited for
// it" is decided by the status, never by a clock.

const HERE = dirname(fileURLToPath(import.meta.url));
/** Spawning node (and pnpm) on a busy 2-core machine. */
const SPAWN_TIMEOUT_MS = 60_000;

/**
 * The stand-in gateway: prints `ready <pid>`, handles the signals named in HANDLE (the others end
 * it as they would any program), and on a line `exit <code>` on stdin exits with that code.
 */
const GATEWAY = `
for (const signal of (process.env.HANDLE ?? '').split(',').filter(Boolean))
  process.on(signal, () => console.log('got ' + signal));
let input = '';
process.stdin.on('data', (chunk) => {
  input += chunk;
  const exit = /exit (\\d+)/.exec(input);
  if (exit) process.exit(Number(exit[1]));
});
// Alive until told: a closed stdin (its starter's parent gone) must not end it.
setInterval(() => {}, 60_000);
console.log('ready ' + process.pid);
`;

let dir;
let gatewayFile;
/** What scripts/start.mjs does, with the stand-in for the gateway. */
let starterSource;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'run-child-'));
  gatewayFile = join(dir, 'gateway.mjs');
  writeFileSync(gatewayFile, GATEWAY);
  const runChildUrl = pathToFileURL(join(HERE, 'run-child.mjs')).href;
  starterSource = `import { runChild } from ${JSON.stringify(runChildUrl)};
process.exit(await runChild(process.execPath, [${JSON.stringify(gatewayFile)}]));
`;
  writeFileSync(join(dir, 'starter.mjs'), starterSource);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `command`; `until(text)` resolves once its output (its child's included) matches. */
function run(command, args, { cwd = dir, handle = 'SIGTERM,SIGINT' } = {}) {
  const proc = spawn(command, args, { cwd, env: { ...process.env, HANDLE: handle }, stdio: 'pipe' });
  let output = '';
  const waiting = [];
  const onData = (chunk) => {
    output += chunk;
    for (const waiter of waiting.filter((w) => w.pattern.test(output))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(waiter.pattern.exec(output));
    }
  };
  proc.stdout.on('data', onData);
  proc.stderr.on('data', onData);
  const exited = once(proc, 'exit').then(([code, signal]) => ({ code, signal }));
  const matched = (pattern) =>
    pattern.test(output)
      ? Promise.resolve(pattern.exec(output))
      : new Promise((resolve) => waiting.push({ pattern, resolve }));
  return {
    proc,
    exited,
    output: () => output,
    /** The first match of `pattern`; fails at once if the process exits before printing it. */
    until: (pattern) =>
      Promise.race([
        matched(pattern),
        exited.then((exit) => {
          throw new Error(`exited (${JSON.stringify(exit)}) before printing ${pattern}:\n${output}`);
        }),
      ]),
  };
}

/** A stand-in left behind by a broken starter must not outlive the test. */
const started = new Set();
afterEach(() => {
  for (const pid of started) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  started.clear();
});

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('exitStatus', () => {
  it('is the exit code, or 128 + the signal number as a shell says', () => {
    expect(exitStatus(0, null)).toBe(0);
    expect(exitStatus(7, null)).toBe(7);
    expect(exitStatus(null, 'SIGTERM')).toBe(143);
    expect(exitStatus(null, 'SIGINT')).toBe(130);
    expect(exitStatus(null, 'SIGHUP')).toBe(129);
    expect(exitStatus(null, 'SIGKILL')).toBe(137);
  });
});

describe('runChild', () => {
  for (const signal of ['SIGTERM', 'SIGINT']) {
    it(
      `passes ${signal} on and exits only after the child, with the child's code`,
      async () => {
        const starter = run(process.execPath, ['starter.mjs']);
        const pid = Number((await starter.until(/ready (\d+)/))[1]);
        started.add(pid);
        starter.proc.kill(signal);
        await starter.until(new RegExp(`got ${signal}`));
        // The child drains as long as it likes; then it exits with its own code.
        starter.proc.stdin.end('exit 7\n');
        const exit = await starter.exited;
        expect(exit).toEqual({ code: 7, signal: null });
        expect(isRunning(pid), 'the child had exited').toBe(false);
      },
      SPAWN_TIMEOUT_MS,
    );
  }

  it(
    'passes SIGHUP on, and exits 128 + its number when the child dies of it',
    async () => {
      const starter = run(process.execPath, ['starter.mjs'], { handle: '' });
      const pid = Number((await starter.until(/ready (\d+)/))[1]);
      started.add(pid);
      starter.proc.kill('SIGHUP');
      expect(await starter.exited).toEqual({ code: 129, signal: null });
      expect(isRunning(pid)).toBe(false);
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe('runChild with stopWhenOrphaned', () => {
  it(
    'sends the child SIGTERM when its own parent is killed outright',
    async () => {
      const runChildUrl = pathToFileURL(join(HERE, 'run-child.mjs')).href;
      writeFileSync(
        join(dir, 'orphanable.mjs'),
        `import { runChild } from ${JSON.stringify(runChildUrl)};
process.exit(await runChild(process.execPath, [${JSON.stringify(gatewayFile)}], { stopWhenOrphaned: true }));
`,
      );
      // A stand-in package manager that a supervisor kills with SIGKILL: nothing is passed on.
      const manager = run(process.execPath, [
        '-e',
        "require('node:child_process').spawn(process.execPath, ['orphanable.mjs'], { stdio: 'inherit' }); setInterval(() => {}, 1000);",
      ]);
      const pid = Number((await manager.until(/ready (\d+)/))[1]);
      started.add(pid);
      manager.proc.kill('SIGKILL');
      // The pipes outlive the manager: the stand-in gateway still writes to them.
      await new Promise((resolve) => {
        const check = () => (/got SIGTERM/.test(manager.output()) ? resolve() : setTimeout(check, 50));
        check();
      });
      // (afterEach ends the stand-in: its stdin went with the manager.)
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe('pnpm start', () => {
  it(
    "passes SIGTERM on through the repository's start script and waits for the gateway's code",
    async () => {
      // A package whose start script is the repository's own, and whose scripts/start.mjs is the
      // stand-in: pnpm runs the script through `sh -c`, which must not stand between them.
      const { scripts } = JSON.parse(readFileSync(join(HERE, '..', 'package.json'), 'utf8'));
      const pkg = join(dir, 'pkg');
      mkdirSync(join(pkg, 'scripts'), { recursive: true });
      writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'start-stand-in', scripts }));
      writeFileSync(join(pkg, 'scripts', 'start.mjs'), starterSource);

      const pnpm = run('pnpm', ['start'], { cwd: pkg });
      const pid = Number((await pnpm.until(/ready (\d+)/))[1]);
      started.add(pid);
      pnpm.proc.kill('SIGTERM');
      await pnpm.until(/got SIGTERM/);
      pnpm.proc.stdin.end('exit 7\n');
      const exit = await pnpm.exited;
      expect(exit, pnpm.output()).toEqual({ code: 7, signal: null });
      expect(isRunning(pid)).toBe(false);
    },
    SPAWN_TIMEOUT_MS,
  );
});
