import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenedSession } from './session-opened';
import { SessionOpenedCard } from './session-opened-card';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

function renderCard(session: OpenedSession, extra: { onBack?: () => void; children?: ReactNode } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/timeInstance',
        element: (
          <SessionOpenedCard session={session} clientName="Acme ERP" {...extra}>
            {extra.children}
          </SessionOpenedCard>
        ),
      },
      { path: '/home/environments', element: <p>environments</p> },
      { path: '/loadingPlugin', element: <p>blocked</p> },
    ],
    { initialEntries: ['/timeInstance'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const windowSession: OpenedSession = {
  via: 'window',
  url: 'https://erp.acme.example/s',
  windowName: 'acme-erp',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SessionOpenedCard', () => {
  it('says the session opened, names the environment and takes the focus', () => {
    renderCard(windowSession);
    const heading = screen.getByRole('heading', { level: 1, name: 'launch.opened.title' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Acme ERP')).toBeTruthy();
    expect(screen.getByText('launch.opened.leadWindow')).toBeTruthy();
  });

  it('opens the same address in the same named window again', () => {
    const opened = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as Window);
    renderCard(windowSession);
    fireEvent.click(screen.getByRole('button', { name: 'launch.opened.again' }));
    expect(open).toHaveBeenCalledWith('https://erp.acme.example/s', 'acme-erp');
    expect(opened.opener).toBeNull();
  });

  it('a blocked second window goes to the blocked-popup page with the address', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const router = renderCard(windowSession);
    fireEvent.click(screen.getByRole('button', { name: 'launch.opened.again' }));
    await screen.findByText('blocked');
    expect(router.state.location.state).toEqual({ url: 'https://erp.acme.example/s' });
  });

  it('a browser session shows no plugin help even when a page passes it', () => {
    renderCard(windowSession, { children: <section aria-label="plugin help" /> });
    expect(screen.queryByRole('region', { name: 'plugin help' })).toBeNull();
  });

  it('a plugin session hands the same address over by a link, with the plugin help', () => {
    renderCard(
      { via: 'plugin', url: 'portalplugin://open?t=1' },
      { children: <section aria-label="plugin help" /> },
    );
    expect(screen.getByRole('link', { name: 'launch.opened.again' }).getAttribute('href')).toBe(
      'portalplugin://open?t=1',
    );
    expect(screen.getByRole('region', { name: 'plugin help' })).toBeTruthy();
    expect(screen.getByText('launch.opened.leadPlugin')).toBeTruthy();
  });

  it("goes back to the environments: a link, or the page's own way back", async () => {
    renderCard(windowSession);
    fireEvent.click(screen.getByRole('link', { name: 'launch.opened.back' }));
    await screen.findByText('environments');
    cleanup();
    const onBack = vi.fn();
    renderCard(windowSession, { onBack });
    fireEvent.click(screen.getByRole('button', { name: 'launch.opened.back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
