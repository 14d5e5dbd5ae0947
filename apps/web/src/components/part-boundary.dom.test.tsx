import { cleanup, render, screen } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-code';
import { PartBoundary } from './part-boundary';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

afterEach(cleanup);

describe('PartBoundary', () => {
  it('says in its place that a part could not be downloaded, and the page around it stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazyScreen<{ name: string }>(() =>
      Promise.reject<{ default: (props: { name: string }) => ReactElement }>(
        new Error('Failed to fetch dynamically imported module'),
      ),
    );
    render(
      <main>
        <p>the list</p>
        <PartBoundary>
          <Suspense fallback={null}>
            <Part name="x" />
          </Suspense>
        </PartBoundary>
      </main>,
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('errorPage.downloadDescription');
    expect(screen.getByRole('button', { name: 'errorPage.reload' })).toBeTruthy();
    expect(screen.getByText('the list')).toBeTruthy();
  });
});
