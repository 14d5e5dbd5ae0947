import { LoginInputSchema } from '@portal/contracts/portal';
import { describe, expect, it } from 'vitest';
import { schemaValidator } from './schema-validator';

const validateLogin = schemaValidator<typeof LoginInputSchema, 'email' | 'password'>(LoginInputSchema);

describe('schemaValidator', () => {
  it("gives the schema's output when the values are valid", () => {
    expect(validateLogin({ email: ' demo@example.com ', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'demo@example.com', password: 'x' },
    });
  });

  it("gives each field's first message (an i18n key)", () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'validation.required', password: 'validation.required' },
    });
    expect(validateLogin({ email: 'not-an-email', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'validation.email' },
    });
  });
});
