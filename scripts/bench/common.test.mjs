import { describe, expect, it } from 'vitest';
import { spawnUntil } from './common.mjs';

describe('spawnUntil', () => {
  it('stops a program that never says it is ready, and says which', async () => {
    const silent = ['-e', 'setInterval(() => {}, 1000)'];
    const error = await spawnUntil(silent, { ready: /listening/, readyWithinMs: 500 }).catch((e) => e);
    expect(error.message).toMatch(/ -e setInterval.* was not ready within 0\.5 s$/);
    // It rejects once the program is gone: nothing is left running.
    expect(error.child.signalCode).toBe('SIGTERM');
  }, 30_000);

  it('resolves with the ready line', async () => {
    const speaks = ['-e', 'console.log("x listening on http://a:1"); setTimeout(() => {}, 60_000)'];
    const started = await spawnUntil(speaks, { ready: /listening on (\S+)/, readyWithinMs: 60_000 });
    expect(started.match[1]).toBe('http://a:1');
    await started.stop();
    expect(started.child.signalCode).toBe('SIGTERM');
  }, 90_000);
});
