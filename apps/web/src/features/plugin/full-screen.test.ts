import { describe, expect, it, vi } from 'vitest';
import { enterFullScreen, leaveFullScreen } from './full-screen';

describe('full screen', () => {
  it('answers true when the browser grants it', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    expect(await enterFullScreen({ requestFullscreen })).toBe(true);
    expect(requestFullscreen).toHaveBeenCalledOnce();
  });

  it('answers false when refused, thrown or not offered', async () => {
    expect(await enterFullScreen({ requestFullscreen: () => Promise.reject(new TypeError('denied')) })).toBe(
      false,
    );
    expect(
      await enterFullScreen({
        requestFullscreen: () => {
          throw new Error('old engine');
        },
      }),
    ).toBe(false);
    expect(await enterFullScreen({})).toBe(false);
  });

  it('leaves only when in it, and swallows a failure', async () => {
    const exitFullscreen = vi.fn(() => Promise.reject(new Error('gone')));
    await leaveFullScreen({ fullscreenElement: null, exitFullscreen });
    expect(exitFullscreen).not.toHaveBeenCalled();
    await expect(
      leaveFullScreen({ fullscreenElement: {} as Element, exitFullscreen }),
    ).resolves.toBeUndefined();
    expect(exitFullscreen).toHaveBeenCalledOnce();
  });
});
