import type { Outcome } from '@portal/contracts/portal';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alerts } from '../messages/alerts';
import { dismissAll } from '../messages/messages-store';
import { FormError } from './form-error';
import { type FormOutcomeRunner, useFormOutcome } from './use-form-outcome';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key, ready: true }) }));

const WRONG = { severity: 'error', key: 'errors.INVALID_USER' } as const;
let runner: FormOutcomeRunner | undefined;

function FormPage({ focus }: { focus: boolean }) {
  runner = useFormOutcome();
  return (
    <form aria-label="sign in">
      <FormError error={runner.formError} focus={focus} />
      <input aria-label="password" />
    </form>
  );
}

function renderForm(focus = false) {
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
          { path: '/', element: <FormPage focus={focus} /> },
          { path: '/next', element: <p>next page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const run = (outcome: Outcome) => act(async () => runner?.execute(outcome));

describe('a form page outcome (useFormOutcome + FormError)', () => {
  afterEach(() => {
    act(() => dismissAll());
    cleanup();
    // The test's router starts at '/': jsdom's own address must agree.
    window.history.replaceState(null, '', '/');
  });

  it('shows an error that keeps the user on the form inside it, as an alert, and no toast', async () => {
    renderForm();
    await run({ next: { kind: 'stay' }, message: WRONG });
    const form = screen.getByRole('form', { name: 'sign in' });
    expect(within(form).getByRole('alert').textContent).toContain('errors.INVALID_USER');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('keeps it until the next attempt clears it', async () => {
    renderForm();
    await run({ next: { kind: 'stay' }, message: WRONG });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => runner?.clearFormError());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('focuses the error when asked (no single field it is about)', async () => {
    renderForm(true);
    await run({ next: { kind: 'stay' }, message: WRONG });
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('leaves a success, and an error the user leaves the form with, to the alerts', async () => {
    renderForm();
    await run({ next: { kind: 'stay' }, message: { severity: 'success', key: 'ok' } });
    expect(screen.getByRole('status').textContent).toContain('ok');
    expect(within(screen.getByRole('form')).queryByRole('alert')).toBeNull();
    await run({ next: { kind: 'navigate', to: '/next' }, message: WRONG });
    expect(screen.getByText('next page')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('errors.INVALID_USER');
  });
});
