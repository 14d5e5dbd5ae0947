import { afterEach, describe, expect, it, vi } from 'vitest';
import { appDrawn, reserveStripUnderThePage, STRIP_HEIGHT } from './strip';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  document.documentElement.style.removeProperty('--portal-screen-height');
});

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('the QA strip under the page', () => {
  it('takes its height off the full-screen layouts, and gives it back', () => {
    const style = document.documentElement.style;
    const release = reserveStripUnderThePage(style);
    expect(style.getPropertyValue('--portal-screen-height')).toBe(`calc(100dvh - ${STRIP_HEIGHT}px)`);
    release();
    expect(style.getPropertyValue('--portal-screen-height')).toBe('');
  });

  it('waits for the app to draw its first page, so the strip never starts above it', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const drawn = appDrawn(root);
    expect(await settled(drawn)).toBe(false);
    root.append(document.createElement('main'));
    expect(await settled(drawn)).toBe(true);
  });

  it('does not wait for a page already drawn, nor without an app root', async () => {
    const root = document.createElement('div');
    root.append(document.createElement('main'));
    expect(await settled(appDrawn(root))).toBe(true);
    expect(await settled(appDrawn(null))).toBe(true);
  });

  it('mounts all the same when the app never draws', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    let done = false;
    void appDrawn(root, 5_000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
