import { describe, expect, it, vi } from 'vitest';
import { type VersionWatch, watchDeployedVersion } from './version-watch';

/** A fake interval: `tick()` runs the polled function and lets its promise settle. */
function fakeTimer() {
  let run: (() => void) | undefined;
  const cleared = vi.fn();
  return {
    setInterval: (fn: () => void, _ms: number) => {
      run = fn;
      return 1;
    },
    clearInterval: cleared,
    cleared,
    async tick() {
      run?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

function watch(overrides: Partial<VersionWatch>, timer = fakeTimer()) {
  const onNewVersion = vi.fn();
  const stop = watchDeployedVersion({
    loaded: 'v1',
    fetchDeployed: async () => 'v1',
    everyMs: 60_000,
    setInterval: timer.setInterval,
    clearInterval: timer.clearInterval,
    onNewVersion,
    ...overrides,
  });
  return { onNewVersion, stop, timer };
}

describe('watchDeployedVersion', () => {
  it('polls at the given interval', () => {
    const setInterval = vi.fn(() => 1);
    watchDeployedVersion({
      loaded: 'v1',
      fetchDeployed: async () => 'v1',
      everyMs: 60_000,
      setInterval,
      clearInterval: () => undefined,
      onNewVersion: () => undefined,
    });
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 60_000);
  });

  it('says nothing while the deployed version is the loaded one', async () => {
    const { onNewVersion, timer } = watch({});
    await timer.tick();
    await timer.tick();
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('reports a new version once and stops polling', async () => {
    const fetchDeployed = vi.fn(async () => 'v2');
    const { onNewVersion, timer } = watch({ fetchDeployed });
    await timer.tick();
    await timer.tick();
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledWith('v2');
    expect(timer.cleared).toHaveBeenCalled();
    expect(fetchDeployed).toHaveBeenCalledTimes(1);
  });

  it('asks at once, then at each interval', async () => {
    const fetchDeployed = vi.fn(async () => 'v1');
    const { timer } = watch({ fetchDeployed });
    expect(fetchDeployed).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await timer.tick();
    expect(fetchDeployed).toHaveBeenCalledTimes(2);
  });

  it('treats a failed poll as no news and polls again', async () => {
    const fetchDeployed = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('v2');
    const { onNewVersion, timer } = watch({ fetchDeployed });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onNewVersion).not.toHaveBeenCalled();
    await timer.tick();
    expect(onNewVersion).toHaveBeenCalledWith('v2');
  });

  it('does not watch a page that does not know its version', () => {
    const setInterval = vi.fn(() => 1);
    watch({ loaded: undefined, setInterval });
    expect(setInterval).not.toHaveBeenCalled();
  });

  it('does not report after it was stopped', async () => {
    const { onNewVersion, stop, timer } = watch({ fetchDeployed: async () => 'v2' });
    stop();
    await timer.tick();
    expect(onNewVersion).not.toHaveBeenCalled();
  });
});
