import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Processes a spec starts on its own (a gateway, a standalone simulator), beside the test servers. */

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GATEWAY_BIN = fileURLToPath(new URL('../../scripts/run-bundle.mjs', import.meta.url));
const SIM_BIN = fileURLToPath(new URL('../../packages/simulator/bin/sim.mjs', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Spawned {
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, then resolves once it exited (its files written). */
  stop(): Promise<void>;
  /** Stops reading what it prints, as a stalled log reader does: its output pipes fill up. */
  pauseOutput(): void;
  /** SIGKILL, for a test's clean-up. */
  kill(): void;
}

/** Starts a process and resolves once it prints a line matching `ready`. */
function startUntil(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<Spawned & { match: RegExpExecArray }> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      const match = ready.exec(printed);
      if (match)
        resolve({
          match,
          output: () => printed,
          stop,
          pauseOutput: () => {
            child.stdout?.pause();
            child.stderr?.pause();
          },
          kill: () => child.kill('SIGKILL'),
        });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${printed}`)));
  });
}

/** The compiled gateway (what `pnpm start` runs) on a free port; `env` picks its mode. */
export async function startGateway(env: Record<string, string>): Promise<Spawned & { url: string }> {
  const port = await freePort();
  const gateway = await startUntil(
    [GATEWAY_BIN, 'gateway'],
    { LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MIN: '1000', HOST: '127.0.0.1', PORT: String(port), ...env },
    /portal listening on/,
  );
  return { ...gateway, url: `http://localhost:${port}` };
}

/** `pnpm sim serve` on a free port, with any more arguments (`--scenario NAME`). */
export async function startSimulator(args: string[] = []): Promise<Spawned & { url: string }> {
  const sim = await startUntil([SIM_BIN, 'serve', '--port', '0', ...args], {}, /listening on (http:\/\/\S+)/);
  return { ...sim, url: sim.match[1] ?? '' };
}

/** `pnpm sim ARGS…` to its end: exit code and output. */
export function runSim(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SIM_BIN, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
