import { act, render, screen } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../layouts/route-error';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('a screen whose code failed to download', () => {
  it('downloads it again on the next visit, instead of failing for good', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactElement }>>()
      .mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const { lazyScreen } = await import('./screens');
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
    expect(await screen.findByText('errorPage.title')).toBeTruthy();
    const failedAttempts = load.mock.calls.length;
    expect(failedAttempts).toBeGreaterThanOrEqual(1);

    // The network is back. Another page, then this one: the boundary resets and the code comes.
    load.mockResolvedValue({ default: () => <p>the page</p> });
    await act(async () => rerender(view('/b')));
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(load.mock.calls.length).toBeGreaterThan(failedAttempts);
  });
});
