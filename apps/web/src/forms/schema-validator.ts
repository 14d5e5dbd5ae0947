import type { z } from 'zod';

export type Validation<Out, Field extends string> =
  | { ok: true; data: Out }
  | { ok: false; errors: Partial<Record<Field, string>> };

export type Validator<Out, Field extends string> = (values: Record<Field, string>) => Validation<Out, Field>;

/**
 * A form's rules are the gateway's own zod schema (from @portal/contracts): the first message of
 * each field (an i18n key) is what the form shows. Modules that call this are loaded lazily, so
 * zod is never part of a page's first download (docs/decisions/008-light-login-route.md).
 */
export function schemaValidator<S extends z.ZodType, Field extends string>(
  schema: S,
): Validator<z.output<S>, Field> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { ok: true, data: result.data };
    const errors: Partial<Record<Field, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field | undefined;
      if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
    }
    return { ok: false, errors };
  };
}
