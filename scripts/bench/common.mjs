// Shared by the `pnpm bench` parts: processes started and stopped, small statistics, the table.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../node-bundles.mjs';

export { REPO_ROOT };

export const DEMO = { email: 'demo@example.com', password: 'Demo@Portal2026' };
export const SIM_BIN = join(REPO_ROOT, 'packages/simulator/bin/sim.mjs');
export const GATEWAY_BUNDLE = join(REPO_ROOT, 'apps/gateway/dist/main.mjs');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** How long a server may take to say it listens before the bench gives up on it. */
export const READY_WITHIN_MS = 120_000;
/** How long a server that never became ready has, after SIGTERM, before SIGKILL. */
const NOT_READY_GRACE_MS = 5_000;

/**
 * Spawns a Node program and resolves once a line of its stdout matches `ready` (the match is
 * returned); the rest of its stdout is drained and dropped, like a log shipped elsewhere. A program
 * that neither says so nor exits within `readyWithinMs` is stopped and the promise rejects, so a
 * bench never waits on it for ever.
 */
export function spawnUntil(
  args,
  { ready, env = {}, cwd = REPO_ROOT, command = process.execPath, readyWithinMs = READY_WITHIN_MS },
) {
  const started = process.hrtime.bigint();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    // Once late, a ready line no longer counts: the program is being stopped.
    const timer = setTimeout(() => {
      child.stdout.off('data', onData);
      child.stdout.resume();
      child.off('exit', onExit);
      const late = new Error(`${command} ${args.join(' ')} was not ready within ${readyWithinMs / 1000} s`);
      stop(child, NOT_READY_GRACE_MS).then(() => reject(Object.assign(late, { child })));
    }, readyWithinMs);
    const onData = (chunk) => {
      seen += chunk.toString();
      const match = ready.exec(seen);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.resume();
      child.off('exit', onExit);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      resolve({ child, match, ms, stop: () => stop(child) });
    };
    const onExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code} before it was ready`));
    };
    // A program that cannot be started at all (no such command) says so, not an uncaught error.
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * SIGTERM, and wait until it is gone; with `killAfterMs`, SIGKILL if it is still there by then. A
 * server stopped after its run gets no SIGKILL: it may still be writing what it measured (a
 * profile, valgrind's count).
 */
export function stop(child, killAfterMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The standalone simulator as `pnpm sim serve` runs it. */
export function startSimulator(extraArgs = []) {
  return spawnUntil([SIM_BIN, 'serve', '--port', '0', ...extraArgs], {
    ready: /listening on (http:\S+)/,
    // Its control API on loopback without a token, as the benches call it, whatever the shell exports.
    env: { SIM_CONTROL_TOKEN: '' },
  }).then((started) => ({ ...started, url: started.match[1] }));
}

/** Resident set size of a process in MiB (Linux /proc; ps elsewhere). */
export async function rssMiB(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // not Linux: ask ps
  }
  const ps = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
  let out = '';
  for await (const chunk of ps.stdout) out += chunk;
  return Number(out.trim()) / 1024;
}

export async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

export const post = (body, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Prints a titled two-column table on stdout. */
export function printTable(title, rows) {
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(title);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${String(value).padStart(12)}`);
  console.log('');
}
