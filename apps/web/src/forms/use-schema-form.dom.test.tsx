import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Validator } from './schema-validator';
import { useSchemaForm } from './use-schema-form';

type Field = 'email' | 'password';
const validate: Validator<Record<Field, string>, Field> = (values) =>
  values.email && values.password
    ? { ok: true, data: values }
    : {
        ok: false,
        errors: {
          ...(values.email ? {} : { email: 'validation.required' }),
          ...(values.password ? {} : { password: 'validation.required' }),
        },
      };

function Form({ onValid }: { onValid: (data: Record<Field, string>) => Promise<void> }) {
  const form = useSchemaForm<Field, Record<Field, string>>({
    defaults: { email: '', password: '' },
    loadValidator: async () => validate,
  });
  return (
    <form aria-label="form" onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <input aria-label="email" {...form.field('email')} />
      <input aria-label="password" {...form.field('password')} />
      <p>{form.errors.email ?? ''}</p>
      <p>{form.errors.password ?? ''}</p>
    </form>
  );
}

afterEach(cleanup);

describe('useSchemaForm', () => {
  it('shows the errors after a submit, focuses the first invalid field, then follows the typing', async () => {
    const onValid = vi.fn(async () => undefined);
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'a@b.c' } });
    expect(screen.queryAllByText('validation.required')).toHaveLength(0);
    await act(async () => {
      fireEvent.submit(screen.getByLabelText('form'));
    });
    expect(screen.getAllByText('validation.required')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByLabelText('password'));
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'x' } });
    expect(screen.queryAllByText('validation.required')).toHaveLength(0);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends valid values once, however many submits arrive while one runs', async () => {
    let finish: () => void = () => undefined;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'a@b.c' } });
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'x' } });
    await act(async () => {
      const form = screen.getByLabelText('form');
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => finish());
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ email: 'a@b.c', password: 'x' });
  });
});
