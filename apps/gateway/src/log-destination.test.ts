import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { logDestination } from './log-destination';

const EXITING_PROCESS = fileURLToPath(new URL('./test-support/stalled-log-exit.ts', import.meta.url));
const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url));

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

/** A FIFO nobody reads, as a stalled log reader leaves the gateway's stdout pipe. */
function stalledFifo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const fifo = join(dir, 'stdout');
  execFileSync('mkfifo', [fifo]);
  return fifo;
}

describe('logDestination', () => {
  it('writes what it is given to its file descriptor', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'out.log');
    const destination = logDestination(openSync(file, 'a'));
    destination.write('{"msg":"hello"}\n');
    await expect.poll(() => readFileSync(file, 'utf8')).toBe('{"msg":"hello"}\n');
  });

  it('lets the process exit when nobody reads its output, its unwritten lines given up', {
    timeout: 90_000,
  }, async () => {
    const fifo = stalledFifo();
    // Before the bound, pino's flush at exit retried the full pipe forever: this never exited.
    const child = spawn(process.execPath, ['--import', 'tsx', EXITING_PROCESS], {
      // The gateway's folder, where tsx resolves.
      cwd: GATEWAY_DIR,
      env: { ...process.env, FIFO_PATH: fifo },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
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
    // The status it asked for; what could not be written is named on stderr.
    expect(outcome).toBe('exited with 0');
    expect(stderr).toContain('EAGAIN');
  });
});
