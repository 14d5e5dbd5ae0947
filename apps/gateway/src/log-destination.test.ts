import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { droppedLinesNotice, logDestination } from './log-destination';

const EXITING_PROCESS = fileURLToPath(new URL('./test-support/stalled-log-exit.ts', import.meta.url));
const DROPPING_PROCESS = fileURLToPath(new URL('./test-support/stalled-log-drops.ts', import.meta.url));

/**
 * `entry` bundled for plain Node, as the gateway runs: a TypeScript loader would touch
 * `process.stdout` first, and so hide a destination that leaves a pipe blocking.
 */
async function plainNodeScript(entry: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const outfile = join(dir, 'script.mjs');
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return outfile;
}

/** What a child has written so far on the piped outputs named (an output not named is not read). */
function outputOf(
  child: ChildProcess,
  names: readonly ('stdout' | 'stderr')[] = ['stdout', 'stderr'],
): { stdout: string; stderr: string } {
  const seen = { stdout: '', stderr: '' };
  for (const name of names) {
    child[name]?.on('data', (chunk: Buffer) => {
      seen[name] += chunk.toString();
    });
  }
  return seen;
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

describe('logDestination', () => {
  it('writes what it is given to its file descriptor', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'out.log');
    const destination = logDestination(openSync(file, 'a'));
    cleanup.push(() => destination.destroy());
    destination.write('{"msg":"hello"}\n');
    // The write is asynchronous: a busy machine may take a while, far past poll's default 1 s.
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 30_000 }).toBe('{"msg":"hello"}\n');
  });

  it('lets the process exit, quietly and with its status, when nobody reads its stdout', {
    timeout: 90_000,
  }, async () => {
    // Before the bound, the flush at exit retried the full pipe forever, and a stdout left
    // blocking held the write itself: this never exited.
    const child = spawn(process.execPath, [await plainNodeScript(EXITING_PROCESS)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Never read: the pipe fills as a stalled log reader leaves it.
    child.stdout?.pause();
    const output = outputOf(child, ['stderr']);
    const outcome = await new Promise<string>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('still running after 60 s');
      }, 60_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve(`exited with ${code}`);
      });
    });
    expect(outcome).toBe('exited with 0');
    expect(output.stderr).toBe('');
  });

  it('says how many lines it dropped once the output is read again', { timeout: 90_000 }, async () => {
    const child = spawn(process.execPath, [await plainNodeScript(DROPPING_PROCESS)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanup.push(() => child.kill('SIGKILL'));
    const output = outputOf(child);
    const noticeOf = () => output.stdout.split('\n').find((line) => line.includes('"dropped"'));
    await expect.poll(noticeOf, { timeout: 60_000 }).toBeDefined();
    const notice = JSON.parse(noticeOf() ?? '{}') as { level: number; dropped: number; msg: string };
    const written = Number(/wrote (\d+)/.exec(output.stderr)?.[1]);
    const kept = output.stdout.split('\n').filter((line) => line.includes('request completed')).length;
    expect(notice).toMatchObject({ level: 40, msg: 'log lines dropped while the output was not read' });
    // Every line written is either in the output or counted as dropped.
    expect(notice.dropped).toBeGreaterThan(0);
    expect(kept + notice.dropped).toBe(written);
  });

  it("words the notice as one of pino's lines", () => {
    expect(JSON.parse(droppedLinesNotice(3, 1_700_000_000_000))).toEqual({
      level: 40,
      time: 1_700_000_000_000,
      pid: process.pid,
      hostname: hostname(),
      dropped: 3,
      msg: 'log lines dropped while the output was not read',
    });
  });
});
