import { FIRST_PAINT_CLASS } from '@portal/contracts/portal';
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

  /** An app root whose height is `height()` (jsdom lays nothing out). */
  function appRoot(height: () => number): HTMLElement {
    const root = document.createElement('div');
    Object.defineProperty(root, 'offsetHeight', { get: height });
    document.body.append(root);
    return root;
  }

  it('waits for the app to draw a page that takes up room, so the strip never starts above it', async () => {
    let height = 0;
    const root = appRoot(() => height);
    const drawn = appDrawn(root);
    expect(await settled(drawn)).toBe(false);
    // A first render that draws nothing visible (a guard sending the browser on) does not count.
    const wrapper = document.createElement('div');
    root.append(wrapper);
    expect(await settled(drawn)).toBe(false);
    height = 744;
    wrapper.append(document.createElement('main'));
    expect(await settled(drawn)).toBe(true);
  });

  it("waits past the gateway's first paint, which the app's render replaces", async () => {
    const root = appRoot(() => 133);
    const paint = document.createElement('div');
    paint.className = FIRST_PAINT_CLASS;
    root.append(paint);
    const drawn = appDrawn(root);
    expect(await settled(drawn)).toBe(false);
    root.replaceChildren(document.createElement('main'));
    expect(await settled(drawn)).toBe(true);
  });

  it('does not wait for a page already drawn, nor without an app root', async () => {
    const root = appRoot(() => 744);
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
