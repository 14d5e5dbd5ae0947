import type { AnyProcedure, AnyRouter } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from './app-router';

// Every string a browser can send the gateway has a maximum length (issue 10): a request cannot
// make the gateway, its logs or the upstream work on megabytes of text. A new procedure or field
// without a bound fails here, naming it.

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: unknown): Def => (schema as z.ZodType)._zod.def as unknown as Def;

function hasMaxLength(def: Def): boolean {
  const checks = (def.checks ?? []) as { _zod: { def: { check: string } } }[];
  return checks.some(({ _zod }) => _zod.def.check === 'max_length' || _zod.def.check === 'length_equals');
}

/** Paths of the strings in `schema` that have no maximum length. */
function unboundedStrings(schema: unknown, path: string): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return hasMaxLength(def) ? [] : [path];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        unboundedStrings(value, `${path}.${key}`),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return unboundedStrings(def.innerType, path);
    case 'pipe':
      // The output side only ever sees what the input side let through.
      return unboundedStrings(def.in, path);
    case 'array':
      return unboundedStrings(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => unboundedStrings(option, path));
    case 'record':
      return unboundedStrings(def.valueType, `${path}{}`);
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
    case 'undefined':
    case 'transform':
      return [];
    default:
      // A kind this walker does not look into (any, unknown, lazy, tuple…) could hide a string.
      return [`${path} (${def.type})`];
  }
}

const router: AnyRouter = appRouter;
const procedures = Object.entries(router._def.procedures as Record<string, AnyProcedure>);

describe('procedure inputs', () => {
  it('bound the length of every string', () => {
    const unbounded = procedures.flatMap(([name, procedure]) =>
      (procedure._def.inputs as unknown[]).flatMap((input) => unboundedStrings(input, name)),
    );
    expect(unbounded).toEqual([]);
  });

  it('are walked deep enough to see an unbounded field anywhere', () => {
    const schema = z.object({
      a: z.string().max(3),
      b: z.string().optional(),
      c: z.array(z.object({ d: z.string().trim().pipe(z.email()) })),
      e: z.union([z.number(), z.string()]).nullable(),
      f: z.string().length(6),
    });
    expect(unboundedStrings(schema, 'x')).toEqual(['x.b', 'x.c[].d', 'x.e']);
    expect(procedures.length).toBeGreaterThan(20);
  });
});
