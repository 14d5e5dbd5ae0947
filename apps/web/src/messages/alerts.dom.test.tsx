import { LIMITS } from '@portal/contracts/limits';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Alerts } from './alerts';
import { dismissAll, notify } from './messages-store';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key, ready: true }) }));

const WRONG = { severity: 'error', key: 'errors.INVALID_USER' } as const;
const SAVED = { severity: 'success', key: 'password.changed' } as const;

function renderAt(path: string) {
  const page = (
    <main id="main" tabIndex={-1}>
      <h1>page</h1>
    </main>
  );
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Alerts />
          </>
        ),
        children: [
          { path: '/a', element: page },
          { path: '/b', element: page },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Alerts', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    act(() => dismissAll());
    cleanup();
    vi.useRealTimers();
  });

  it('closes after its time, but not while hovered', () => {
    renderAt('/a');
    act(() => notify(WRONG, '/a'));
    const alert = screen.getByRole('alert');
    fireEvent.mouseEnter(alert);
    act(() => void vi.advanceTimersByTime(LIMITS.alertAutoHideMs * 3));
    expect(screen.queryByRole('alert')).not.toBeNull();
    fireEvent.mouseLeave(alert);
    act(() => void vi.advanceTimersByTime(LIMITS.alertAutoHideMs));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not close while its button has focus; closing it leaves focus on the main landmark', () => {
    renderAt('/a');
    act(() => notify(WRONG, '/a'));
    const close = screen.getByRole('button', { name: 'alerts.close' });
    act(() => close.focus());
    act(() => void vi.advanceTimersByTime(LIMITS.alertAutoHideMs * 3));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => close.click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('closes the alerts about the page left; keeps those about the new page or about no page', async () => {
    const router = renderAt('/a');
    act(() => {
      notify(WRONG, '/a');
      notify(SAVED, '/b');
      notify({ severity: 'warning', key: 'session.expired' });
    });
    expect(screen.getAllByText(/errors\.INVALID_USER|password\.changed|session\.expired/)).toHaveLength(3);
    await act(() => router.navigate('/b'));
    expect(screen.queryByText('errors.INVALID_USER')).toBeNull();
    expect(screen.queryByText('password.changed')).not.toBeNull();
    expect(screen.queryByText('session.expired')).not.toBeNull();
  });
});
