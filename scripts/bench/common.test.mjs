import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnUntil } from './common.mjs';

/** A Node program run with -e, waiting (a timer keeps it alive) unless `code` ends it. */
const program = (code) => ['-e', `${code}; setInterval(() => {}, 1000)`];

/**
 * Long enough for Node to have started and run the program's first line on a busy machine, so a
 * SIGTERM handler it sets is in place when the time-out stops it.
 */
const STARTED_WITHIN_MS = 8_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('spawnUntil', () => {
  it('stops a program that never says it is ready, and says which', async () => {
    const error = await spawnUntil(program(''), { ready: /listening/, readyWithinMs: 500 }).catch((e) => e);
    expect(error.message).toMatch(/ -e .* was not ready within 0\.5 s$/);
    // It rejects once the program is gone: nothing is left running.
    expect(error.child.signalCode).toBe('SIGTERM');
  }, 30_000);

  it('kills a late program that ignores SIGTERM', async () => {
    const deaf = program("process.on('SIGTERM', () => {})");
    const error = await spawnUntil(deaf, { ready: /listening/, readyWithinMs: STARTED_WITHIN_MS }).catch(
      (e) => e,
    );
    expect(error.message).toMatch(/was not ready within 8 s$/);
    expect(error.child.signalCode).toBe('SIGKILL');
  }, 90_000);

  it('does not take a ready line said while it is being stopped', async () => {
    const saysItOnTheWayOut = program(
      "process.on('SIGTERM', () => { console.log('x listening on http://a:1'); setTimeout(() => process.exit(0), 300) })",
    );
    const outcome = await spawnUntil(saysItOnTheWayOut, {
      ready: /listening/,
      readyWithinMs: STARTED_WITHIN_MS,
    }).catch((e) => e);
    expect(outcome).toBeInstanceOf(Error);
    expect(outcome.message).toMatch(/was not ready within/);
    expect(outcome.child.exitCode).toBe(0);
  }, 90_000);

  it('says so when the program ends before it is ready, or cannot start', async () => {
    await expect(spawnUntil(['-e', 'process.exit(3)'], { ready: /listening/ })).rejects.toThrow(
      /exited with 3 before it was ready/,
    );
    await expect(
      spawnUntil([], { ready: /listening/, command: '/nonexistent/program' }),
    ).rejects.toMatchObject({ code: 'ENOENT' });
  }, 60_000);

  it('resolves with the ready line, and its time-out no longer runs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const speaks = program('console.log("x listening on http://a:1")');
    const started = await spawnUntil(speaks, { ready: /listening on (\S+)/, readyWithinMs: 60_000 });
    try {
      expect(started.match[1]).toBe('http://a:1');
      vi.advanceTimersByTime(120_000);
      expect(started.child.killed).toBe(false);
    } finally {
      vi.useRealTimers();
      await started.stop();
    }
    expect(started.child.signalCode).toBe('SIGTERM');
  }, 90_000);
});
