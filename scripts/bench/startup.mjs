// Start-up: a warm `pnpm start` until it listens, and `pnpm sim list --json` until it exits, each
// the median of three runs (bundles and the web build fresh: bench.mjs builds what is stale first).
import { spawn } from 'node:child_process';
import { freePort, median, printTable, REPO_ROOT, SIM_BIN, spawnUntil } from './common.mjs';

const RUNS = 3;

/** `pnpm start` in a process group of its own, so stopping it stops the gateway under pnpm too. */
async function startOnce() {
  const port = await freePort();
  const started = spawnUntilGroup(['start'], { PORT: String(port), HOST: '127.0.0.1' });
  const { ms, child } = await started;
  await stopGroup(child);
  return ms;
}

function spawnUntilGroup(args, env) {
  const started = process.hrtime.bigint();
  const child = spawn('pnpm', args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk.toString();
      if (/portal listening on/.test(seen)) {
        child.stdout.resume();
        resolve({ child, ms: Number(process.hrtime.bigint() - started) / 1e6 });
      }
    });
    child.once('exit', (code) => reject(new Error(`pnpm ${args.join(' ')} exited with ${code}`)));
  });
}

function stopGroup(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGTERM');
  });
}

/** Wall time of a command run to its end, its output dropped. */
function timeCommand(command, args) {
  const started = process.hrtime.bigint();
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      else resolve(Number(process.hrtime.bigint() - started) / 1e6);
    });
  });
}

async function medianOf(runs, once) {
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  return median(times);
}

export async function benchStartup() {
  // One start first, so every measured one is warm (files in the page cache, bundles fresh).
  await startOnce();
  const start = await medianOf(RUNS, startOnce);
  const gatewayOnly = await medianOf(RUNS, async () => {
    const port = await freePort();
    const { ms, stop } = await spawnUntil([`${REPO_ROOT}/scripts/run-bundle.mjs`, 'gateway'], {
      ready: /portal listening on/,
      env: { PORT: String(port), HOST: '127.0.0.1' },
    });
    await stop();
    return ms;
  });
  const simList = await medianOf(RUNS, () => timeCommand('pnpm', ['sim', 'list', '--json']));
  const simListNode = await medianOf(RUNS, () => timeCommand(process.execPath, [SIM_BIN, 'list', '--json']));
  const pnpmAlone = await medianOf(RUNS, () => timeCommand('pnpm', ['--version']));
  printTable(`start-up, median of ${RUNS} warm runs (ms)`, [
    ['pnpm start until it listens (budget 3000)', start.toFixed(0)],
    ['  of which the gateway: node scripts/run-bundle.mjs gateway', gatewayOnly.toFixed(0)],
    ['pnpm sim list --json (budget 1000)', simList.toFixed(0)],
    ['  of which the CLI: node packages/simulator/bin/sim.mjs list --json', simListNode.toFixed(0)],
    ['  pnpm --version, for pnpm’s own start', pnpmAlone.toFixed(0)],
  ]);
}
