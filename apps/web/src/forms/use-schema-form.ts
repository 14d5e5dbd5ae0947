import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { focusFieldOnArrival } from '../layouts/new-page-focus';
import type { Validator } from './schema-validator';

/** What a text input needs from the form. */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: (element: HTMLInputElement | null) => void;
}

interface Options<Field extends string, Out> {
  defaults: Record<Field, string>;
  /** Loads the form's rules (a schemaValidator); called on first focus and on submit. */
  loadValidator: () => Promise<Validator<Out, Field>>;
}

/**
 * The portal's forms: text fields validated by the gateway's own schema, loaded lazily. Errors
 * show after a submit and then follow the typing (like react-hook-form's default modes, without
 * its weight on the login route: docs/decisions/008-light-login-route.md). A failed submit
 * focuses the first invalid field; a second submit while one runs is ignored.
 */
export function useSchemaForm<Field extends string, Out>({ defaults, loadValidator }: Options<Field, Out>) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  // Set at once, not at the next render: two submits in one task must not both go through.
  const running = useRef(false);
  const submitted = useRef(false);
  const validator = useRef<Validator<Out, Field> | undefined>(undefined);
  const inputs = useRef(new Map<Field, HTMLInputElement>());
  const order = Object.keys(defaults) as Field[];

  const validatorNow = useCallback(async () => {
    validator.current ??= await loadValidator();
    return validator.current;
  }, [loadValidator]);

  const focus = useCallback((name: Field, select = false) => {
    const input = inputs.current.get(name);
    input?.focus();
    if (select) input?.select();
  }, []);

  // Arriving at a form page: its first empty field takes focus (issue 22). Without scrolling, so
  // a phone still opens the page at its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is first on screen.
  useEffect(() => {
    focusFieldOnArrival(() => {
      const visible = order.filter((name) => inputs.current.get(name)?.type !== 'hidden');
      const first = visible.find((name) => inputs.current.get(name)?.value === '') ?? visible[0];
      if (first !== undefined) inputs.current.get(first)?.focus({ preventScroll: true });
    });
  }, []);

  const field = (name: Field): FieldProps => ({
    name,
    value: values[name],
    onChange: (event) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted.current && validator.current) {
        const result = validator.current(next);
        setErrors(result.ok ? {} : result.errors);
      }
    },
    ref: (element) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
  });

  const handleSubmit =
    (onValid: (data: Out) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (running.current) return;
      running.current = true;
      submitted.current = true;
      setSubmitting(true);
      try {
        const result = (await validatorNow())(values);
        if (!result.ok) {
          setErrors(result.errors);
          const firstInvalid = order.find((name) => result.errors[name] !== undefined);
          if (firstInvalid) focus(firstInvalid);
          return;
        }
        setErrors({});
        await onValid(result.data);
      } finally {
        running.current = false;
        setSubmitting(false);
      }
    };

  const prefetch = () => {
    validatorNow().catch(() => undefined);
  };

  return { field, values, errors, submitting, handleSubmit, focus, prefetch };
}
