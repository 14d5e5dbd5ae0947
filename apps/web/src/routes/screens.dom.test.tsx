import { act, render, screen } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadFailure, withinChunkTimeout } from '../components/lazy-code';
import { RouteErrorBoundary } from './route-error';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('a screen whose code failed to download', () => {
  it('downloads it again on the next visit, instead of failing for good', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactElement }>>()
      .mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const { lazyScreen } = await import('../components/lazy-code');
    const Page = lazyScreen(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const view = (pathname: string) => (
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    );
    const { rerender } = render(view('/a'));
    // React renders once more after an error before it gives up: each render asks afresh.
    // A download failure says so (not the generic 'something went wrong').
    expect(await screen.findByText('errorPage.downloadTitle', {}, { timeout: 10_000 })).toBeTruthy();
    const failedAttempts = load.mock.calls.length;
    expect(failedAttempts).toBeGreaterThanOrEqual(1);

    // The network is back. Another page, then this one: the boundary resets and the code comes.
    load.mockResolvedValue({ default: () => <p>the page</p> });
    await act(async () => rerender(view('/b')));
    expect(await screen.findByText('the page', {}, { timeout: 10_000 })).toBeTruthy();
    expect(load.mock.calls.length).toBeGreaterThan(failedAttempts);
  });
});

describe('a screen whose preload failed', () => {
  // A preload while the user types or presses launch, during a network blip: React never saw that
  // failure, so nothing would ever let it try again; the next preload or render must download anew.
  it('downloads it again on the next preload, and then renders', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactElement }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>the page</p> });
    const { lazyScreen } = await import('../components/lazy-code');
    const Page = lazyScreen(load);
    await expect(Page.preload()).rejects.toBeInstanceOf(ChunkLoadFailure);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    const { container } = render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(container.textContent).toBe('the page');
  });
});

describe('a screen whose code has arrived', () => {
  // React holds a page back for some hundred ms after a Suspense fallback shows, and the first page nests
  // two (layout, then screen): a screen whose code is already here must not suspend at all.
  it('renders in the same pass, with no fallback in between', async () => {
    const { lazyScreen } = await import('../components/lazy-code');
    const Page = lazyScreen(() => Promise.resolve({ default: () => <p>the page</p> }));
    await Page.preload();
    const html = renderToString(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(html).toContain('the page');
    expect(html).not.toContain('loading');
  });
});

describe('withinChunkTimeout (spec section 9: chunk load time-out 120 s)', () => {
  it('passes a chunk that arrives in time', async () => {
    await expect(withinChunkTimeout(Promise.resolve('module'))).resolves.toBe('module');
  });

  it('turns a failed download into a ChunkLoadFailure that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const failure = await withinChunkTimeout(Promise.reject(cause)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadFailure);
    expect((failure as Error).cause).toBe(cause);
  });

  it('fails a chunk still missing after 120 s, and not before', async () => {
    vi.useFakeTimers();
    try {
      let settled: unknown;
      withinChunkTimeout(new Promise(() => undefined)).catch((error: unknown) => {
        settled = error;
      });
      await vi.advanceTimersByTimeAsync(119_999);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBeInstanceOf(ChunkLoadFailure);
    } finally {
      vi.useRealTimers();
    }
  });
});
