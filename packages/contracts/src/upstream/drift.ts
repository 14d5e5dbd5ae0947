import type { z } from 'zod';
import { SCHEMA_ASSUMPTIONS } from './assumption-index';
import * as auth from './auth';
import * as client from './client';
import * as common from './common';
import { ENDPOINTS, type EndpointName } from './endpoints';

/**
 * Contract drift (issue 11): how a real upstream's reply differs from the contract the portal
 * was built on. An integrator reads the counts per endpoint and field, with the assumption of
 * ASSUMPTIONS.md each one touches, and knows which guess to change.
 */
export interface DriftFinding {
  endpoint: EndpointName;
  /** Where in the reply: `clients[].environments[].name`; `(reply)` for the reply itself. */
  field: string;
  /** `unknown-field`: a field the contract does not know; else the contract check that failed. */
  kind: 'unknown-field' | 'invalid';
  /** The zod issue code for `invalid` (invalid_type, too_small, …). */
  code?: string;
  /** A-NN of ASSUMPTIONS.md: the endpoint's own and those of the schemas on the way to the field. */
  assumptions: string[];
}

type Schema = z.ZodType;
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  innerType?: Schema;
  element?: Schema;
  in?: Schema;
  options?: readonly Schema[];
}
const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every exported upstream schema by identity, so a walk knows which named schemas it passes. */
const SCHEMA_NAMES = new Map<Schema, string>();
for (const module of [auth, client, common]) {
  for (const [name, value] of Object.entries(module)) {
    if (name.endsWith('Schema') && typeof value === 'object' && value !== null && '_zod' in value) {
      SCHEMA_NAMES.set(value as Schema, name);
    }
  }
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The object schemas (with the named schemas passed to reach them) a value is checked against. */
function objectsOf(schema: Schema, names: readonly string[]): { def: Def; names: string[] }[] {
  const name = SCHEMA_NAMES.get(schema);
  const here = name === undefined ? [...names] : [...names, name];
  const def = defOf(schema);
  if (def.type === 'object') return [{ def, names: here }];
  if (WRAPPERS.has(def.type) && def.innerType) return objectsOf(def.innerType, here);
  if (def.type === 'pipe' && def.in) return objectsOf(def.in, here);
  if (def.type === 'union' && def.options) return def.options.flatMap((option) => objectsOf(option, here));
  return [];
}

function elementOf(
  schema: Schema,
  names: readonly string[],
): { schema: Schema; names: string[] } | undefined {
  const name = SCHEMA_NAMES.get(schema);
  const here = name === undefined ? [...names] : [...names, name];
  const def = defOf(schema);
  if (def.type === 'array' && def.element) return { schema: def.element, names: here };
  if (WRAPPERS.has(def.type) && def.innerType) return elementOf(def.innerType, here);
  if (def.type === 'pipe' && def.in) return elementOf(def.in, here);
  return undefined;
}

interface Walked {
  field: string;
  names: string[];
}

/** Fields of `value` no object schema on its path declares; arrays are walked element by element. */
function unknownFields(schema: Schema, value: unknown, field: string, names: string[], out: Walked[]): void {
  if (Array.isArray(value)) {
    const element = elementOf(schema, names);
    if (element === undefined) return;
    for (const item of value) unknownFields(element.schema, item, `${field}[]`, element.names, out);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const objects = objectsOf(schema, names);
  if (objects.length === 0) return;
  const passed = [...new Set(objects.flatMap((object) => object.names))];
  for (const [key, child] of Object.entries(value)) {
    const path = field === '' ? key : `${field}.${key}`;
    const declaring = objects.filter((object) => object.def.shape && key in object.def.shape);
    if (declaring.length === 0) {
      out.push({ field: path, names: passed });
      continue;
    }
    for (const object of declaring) {
      const childSchema = object.def.shape?.[key];
      if (childSchema) unknownFields(childSchema, child, path, object.names, out);
    }
  }
}

/** The named schemas on the way to `path` (zod issue path), for an invalid field's assumptions. */
function namesAlong(schema: Schema, path: readonly PropertyKey[]): string[] {
  let current: Schema | undefined = schema;
  const names: string[] = [];
  for (const step of path) {
    if (current === undefined) break;
    if (typeof step === 'number') {
      const element = elementOf(current, names);
      names.splice(0, names.length, ...(element?.names ?? names));
      current = element?.schema;
      continue;
    }
    const objects = objectsOf(current, names);
    const owner = objects.find((object) => object.def.shape && String(step) in object.def.shape);
    if (owner === undefined) break;
    names.splice(0, names.length, ...owner.names);
    current = owner.def.shape?.[String(step)];
  }
  if (current !== undefined) {
    const name = SCHEMA_NAMES.get(current);
    if (name !== undefined) names.push(name);
  }
  return names;
}

const fieldOf = (path: readonly PropertyKey[]): string =>
  path.length === 0
    ? '(reply)'
    : path
        .map((step) => (typeof step === 'number' ? '[]' : String(step)))
        .join('.')
        .replace(/\.\[\]/g, '[]');

/** An endpoint's own A-NN IDs and those of the named schemas `names` (export names), sorted. */
export function endpointAssumptions(endpoint: EndpointName, names: readonly string[]): string[] {
  const ids = new Set<string>();
  const own = ENDPOINTS[endpoint] as { assumption?: string };
  if (own.assumption) ids.add(own.assumption);
  for (const id of SCHEMA_ASSUMPTIONS[`ENDPOINTS.${endpoint}`] ?? []) ids.add(id);
  for (const name of names) for (const id of SCHEMA_ASSUMPTIONS[name] ?? []) ids.add(id);
  return [...ids].sort();
}

/** Everything in one successful reply that differs from the endpoint's contract. */
export function findDrift(
  endpoint: EndpointName,
  reply: unknown,
  /** The reply's contract check when the caller already made it (the gateway's upstream client). */
  parsed: z.ZodSafeParseResult<unknown> = ENDPOINTS[endpoint].response.safeParse(reply),
): DriftFinding[] {
  const schema = ENDPOINTS[endpoint].response;
  const findings: DriftFinding[] = [];
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      const key = `${field} ${issue.code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push({
        endpoint,
        field,
        kind: 'invalid',
        code: issue.code,
        assumptions: endpointAssumptions(endpoint, namesAlong(schema, issue.path)),
      });
    }
  }
  const unknown: Walked[] = [];
  unknownFields(schema, reply, '', [], unknown);
  const seen = new Set<string>();
  for (const { field, names } of unknown) {
    if (seen.has(field)) continue;
    seen.add(field);
    findings.push({
      endpoint,
      field,
      kind: 'unknown-field',
      assumptions: endpointAssumptions(endpoint, names),
    });
  }
  return findings;
}
