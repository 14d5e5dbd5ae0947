import { endpointAssumptions } from '@portal/contracts/drift';
import type { ErrorCode } from '@portal/contracts/errors';
import * as upstream from '@portal/contracts/upstream';
import { ENDPOINTS, type Endpoint, type EndpointName, SCHEMA_ASSUMPTIONS } from '@portal/contracts/upstream';
import { z } from 'zod';

/** A catalogue code a call answers, with the status it comes with. */
export interface CodeReply {
  code: ErrorCode;
  status: number;
}

/** The catalogue codes each call may answer (calls with none are left out). */
export type CodesByEndpoint = Partial<Record<EndpointName, readonly CodeReply[]>>;

type JsonObject = { [key: string]: unknown };

const COMPONENTS = '#/components/schemas/';

/** `LoginResponseSchema` → `LoginResponse`: the component name of an exported contract. */
const componentName = (exportName: string): string => exportName.replace(/Schema$/, '');

/**
 * Every zod schema `@portal/contracts/upstream` exports, by export name; the first name wins
 * when one schema object is exported twice, so each becomes exactly one component.
 */
export function namedContracts(): Map<z.ZodType, string> {
  const named = new Map<z.ZodType, string>();
  for (const [key, value] of Object.entries(upstream)) {
    if (key.endsWith('Schema') && value instanceof z.ZodType && !named.has(value)) named.set(value, key);
  }
  return named;
}

/** The A-NN IDs that name this export in ASSUMPTIONS.md (SCHEMA_ASSUMPTIONS), sorted. */
const assumptionsOf = (key: string): string[] => [...(SCHEMA_ASSUMPTIONS[key] ?? [])].sort();

/** The component names a JSON Schema refers to, directly or through other components. */
function referencedComponents(
  schema: unknown,
  components: Record<string, unknown>,
  seen = new Set<string>(),
): Set<string> {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENTS)) {
          const name = value.slice(COMPONENTS.length);
          if (!seen.has(name)) {
            seen.add(name);
            walk(components[name]);
          }
        } else walk(value);
      }
    }
  };
  walk(schema);
  return seen;
}

let components: { schemas: Record<string, JsonObject>; keys: Map<string, string> } | undefined;

/** Every named contract as a JSON Schema component (built once: the contracts do not change at run time). */
function componentSchemas(): { schemas: Record<string, JsonObject>; keys: Map<string, string> } {
  components ??= buildComponentSchemas();
  return components;
}

function buildComponentSchemas(): { schemas: Record<string, JsonObject>; keys: Map<string, string> } {
  const registry = z.registry<{ id: string }>();
  const keys = new Map<string, string>();
  for (const [schema, key] of namedContracts()) {
    registry.add(schema, { id: componentName(key) });
    keys.set(componentName(key), key);
  }
  // `input`: what the upstream must send for the portal to accept it (fields with a default may be absent).
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `${COMPONENTS}${id}`,
  });
  const out: Record<string, JsonObject> = {};
  for (const [id, schema] of Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) {
    const { $schema: _dialect, id: _id, ...rest } = schema as JsonObject;
    out[id] = { ...rest, 'x-assumptions': assumptionsOf(keys.get(id) ?? '') };
  }
  return { schemas: out, keys };
}

const ref = (schema: z.ZodType, named: Map<z.ZodType, string>): JsonObject => {
  const key = named.get(schema);
  if (key === undefined)
    throw new Error('every request and reply schema of ENDPOINTS must be exported by name');
  return { $ref: `${COMPONENTS}${componentName(key)}` };
};

/** The schemas (export names) a call's request and reply use, directly or nested. */
function contractSchemasOf(name: EndpointName): string[] {
  const endpoint: Endpoint = ENDPOINTS[name];
  const named = namedContracts();
  const { schemas, keys } = componentSchemas();
  const used = new Set<string>();
  for (const schema of [endpoint.response, endpoint.request]) {
    if (schema !== undefined) referencedComponents(ref(schema, named), schemas, used);
  }
  return [...used].map((component) => keys.get(component) ?? '');
}

/** The A-NN IDs a call rests on: its own and those of every schema its request or reply uses. */
export const contractAssumptions = (name: EndpointName): string[] =>
  endpointAssumptions(name, contractSchemasOf(name));

/** The error replies of one call: one response per status, naming the codes that answer with it. */
function errorResponses(
  name: EndpointName,
  replies: readonly CodeReply[],
  named: Map<z.ZodType, string>,
): JsonObject {
  const endpoint: Endpoint = ENDPOINTS[name];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const { code, status } of replies) {
    const list = byStatus.get(status) ?? [];
    if (!list.includes(code)) byStatus.set(status, [...list, code].sort());
  }
  const responses: JsonObject = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    // A success status with a code is the call's own reply carrying it (login_attempt's 202/206,
    // token/validate's identity errors); the 200 response already describes that body.
    if (status === 200) continue;
    const schema =
      status < 300 ? ref(endpoint.response, named) : ref(upstream.UpstreamErrorBodySchema, named);
    responses[String(status)] = {
      description: `The catalogue code in \`error\` (or \`errors[0]\`): ${list.join(', ')}.`,
      'x-error-codes': list,
      content: { 'application/json': { schema } },
    };
  }
  return responses;
}

export interface OpenApiInput {
  codes: CodesByEndpoint;
}

/**
 * OpenAPI 3.1 of the upstream as the portal assumes it, from the zod contracts alone: one
 * operation per ENDPOINTS entry, every named schema a component, each carrying its assumption
 * IDs (`x-assumptions`) and each operation the catalogue codes it may answer (`x-error-codes`).
 */
export function buildOpenApi({ codes }: OpenApiInput): JsonObject {
  const named = namedContracts();
  const { schemas } = componentSchemas();
  const paths: Record<string, JsonObject> = {};
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint: Endpoint = ENDPOINTS[name];
    const reply = ref(endpoint.response, named);
    const request = endpoint.request === undefined ? undefined : ref(endpoint.request, named);
    const replies = codes[name] ?? [];
    const callCodes = [...new Set(replies.map((reply) => reply.code))].sort();
    const operation: JsonObject = {
      operationId: name,
      summary: `${endpoint.method} ${endpoint.path}`,
      'x-assumptions': contractAssumptions(name),
      'x-error-codes': callCodes,
      ...(endpoint.access === 'bearer' ? { security: [{ bearer: [] }] } : { security: [] }),
      ...(endpoint.query === undefined
        ? {}
        : {
            parameters: endpoint.query.map((q) => ({
              name: q,
              in: 'query',
              required: false,
              schema: { type: 'string' },
            })),
          }),
      ...(request === undefined
        ? {}
        : { requestBody: { required: true, content: { 'application/json': { schema: request } } } }),
      responses: {
        '200': { description: 'Success.', content: { 'application/json': { schema: reply } } },
        ...errorResponses(name, replies, named),
      },
    };
    paths[endpoint.path] = { ...(paths[endpoint.path] ?? {}), [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Upstream API as the cloud access portal assumes it',
      version: '1.0.0',
      description:
        'Generated from packages/contracts (pnpm upstream openapi); do not edit. `x-assumptions` names the rows of packages/contracts/ASSUMPTIONS.md an operation or schema rests on; `x-error-codes` the catalogue codes (packages/contracts/src/errors/catalogue.ts) a call may answer, as the simulator scenarios show them.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [
      { url: 'https://upstream.example.invalid', description: 'The upstream base address (UPSTREAM_URL).' },
    ],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
