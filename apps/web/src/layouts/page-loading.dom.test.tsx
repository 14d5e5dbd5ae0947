import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InsideMainContext } from './main-landmark';
import { PageLoading } from './page-loading';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('PageLoading', () => {
  afterEach(cleanup);

  it('is a page of its own outside the layouts: a main landmark and a heading', () => {
    render(<PageLoading />);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'common.loading' })).toBeTruthy();
  });

  it('adds no second main inside a layout, and still stands in for the page with a heading', () => {
    render(
      <main>
        <InsideMainContext.Provider value={true}>
          <PageLoading />
        </InsideMainContext.Provider>
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'common.loading' })).toBeTruthy();
  });
});
