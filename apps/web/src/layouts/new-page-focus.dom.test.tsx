import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Validator } from '../forms/schema-validator';
import { useSchemaForm } from '../forms/use-schema-form';
import { mainLandmarkProps } from './main-landmark';
import { NewPageFocus } from './new-page-focus';

type Field = 'email' | 'password';
const validate: Validator<Record<Field, string>, Field> = (values) => ({ ok: true, data: values });

function SignInForm({ email = '' }: { email?: string }) {
  const form = useSchemaForm<Field, Record<Field, string>>({
    defaults: { email, password: '' },
    loadValidator: async () => validate,
  });
  return (
    <form aria-label="form">
      <input aria-label="email" {...form.field('email')} />
      <input aria-label="password" {...form.field('password')} />
    </form>
  );
}

// The form draws after a wait, as the login page's does after its session check.
let reveal: () => void = () => undefined;
function LateForm({ email }: { email?: string }) {
  const [shown, setShown] = useState(false);
  reveal = () => setShown(true);
  return shown ? <SignInForm {...(email === undefined ? {} : { email })} /> : <p>checking</p>;
}

// Module state (the last path) carries over between tests on purpose: the first test is the
// first load, the next ones arrive from the page before.
function renderAt(path: string, page: React.ReactNode) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    {
      element: (
        <>
          <a href="#main">skip</a>
          <main {...mainLandmarkProps}>
            <NewPageFocus />
            <Outlet />
          </main>
        </>
      ),
      children: [{ path, element: page }],
    },
  ]);
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('focus on arriving at a form page', () => {
  it('first load: the form drawn after a wait takes focus in its first field', () => {
    renderAt('/', <LateForm />);
    expect(document.activeElement).toBe(document.body);
    act(() => reveal());
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
  });

  it('never takes focus from the skip link (or anything) the user reached first', () => {
    renderAt('/sso', <LateForm />);
    const skip = screen.getByRole('link', { name: 'skip' });
    act(() => skip.focus());
    act(() => reveal());
    expect(document.activeElement).toBe(skip);
  });

  it('after a navigation: the first empty field; a page without a form keeps focus on <main>', () => {
    renderAt('/changePassword', <SignInForm email="ann@example.com" />);
    expect(document.activeElement).toBe(screen.getByLabelText('password'));
    cleanup();
    renderAt('/home/environments', <p>list</p>);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
