// Runs a program as this process's child and stands in for it: the stop signals a supervisor
// sends here are passed on, and this process ends only once the child has, with its status.
// `pnpm start` needs it (docs/decisions/015): pnpm passes SIGTERM to its script's process and
// waits for it, so that process must not end before the gateway it started.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/** What a supervisor, a terminal or `docker stop` sends to end a program. */
export const FORWARDED_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'];
/** How often `stopWhenOrphaned` looks for the parent (as the gateway's own watch does). */
const PARENT_CHECK_MS = 500;

/** A child's exit as a shell reports it: its code, or 128 + the number of the signal that ended it. */
export function exitStatus(code, signal) {
  if (code !== null) return code;
  const number = signal === null ? undefined : constants.signals[signal];
  return number === undefined ? 1 : 128 + number;
}

/**
 * Spawns `command` with this process's stdio and environment, passes FORWARDED_SIGNALS on while it
 * runs (so they no longer end this process), and resolves with exitStatus once it has exited.
 * With `stopWhenOrphaned`, the child also gets SIGTERM when this process's parent goes away (a
 * package manager killed outright): the child would otherwise outlive it, since its own parent,
 * this process, is still there.
 */
export function runChild(command, args, { cwd, env, stopWhenOrphaned = false } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  const parent = process.ppid;
  const parentWatch = stopWhenOrphaned
    ? setInterval(() => {
        if (process.ppid === parent) return;
        clearInterval(parentWatch);
        forward('SIGTERM');
      }, PARENT_CHECK_MS)
    : undefined;
  return new Promise((resolve, reject) => {
    const done = () => {
      clearInterval(parentWatch);
      for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
    };
    child.once('error', (error) => {
      done();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      done();
      resolve(exitStatus(code, signal));
    });
  });
}
