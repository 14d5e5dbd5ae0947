import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from './spinner';

afterEach(cleanup);

describe('SubmitButton', () => {
  it('submits with its label when idle', () => {
    render(<SubmitButton busy={false} label="Sign in" busyLabel="Signing in…" />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.querySelector('.spinner')).toBeNull();
  });

  it('says what is happening while busy and keeps focus (aria-disabled, not disabled)', () => {
    render(<SubmitButton busy label="Sign in" busyLabel="Signing in…" />);
    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    // The spinner is decoration: the text says it.
    expect(button.querySelector('.spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is really disabled when the form is not ready', () => {
    render(<SubmitButton busy={false} disabled label="Validate" busyLabel="Validating…" />);
    expect(screen.getByRole('button', { name: 'Validate' }).hasAttribute('disabled')).toBe(true);
  });
});
