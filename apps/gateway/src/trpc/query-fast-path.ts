import type { IncomingHttpHeaders } from 'node:http';
import { type AnyRouter, callTRPCProcedure, getTRPCErrorFromUnknown, type TRPCError } from '@trpc/server';
import { getHTTPStatusCode, getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';

/**
 * The queries every signed-in page load asks for (the session, then the clients list, often as one
 * batch): the only ones worth a path of their own. Each must be a query (trpc-plugin.test.ts checks
 * it over HTTP): callTRPCProcedure refuses anything else, and a direct query (below) must be one of
 * these (registerTrpc refuses any other), so a mutation never runs on a GET.
 */
export const FAST_QUERIES: ReadonlySet<string> = new Set(['auth.session', 'clients.list']);

/**
 * Fast queries answered without tRPC's procedure call, by path: each one's whole resolver, for a
 * procedure with no middleware and no input or output schema (trpc.ts, `sessionQuery`), where that
 * call adds only its own bookkeeping, about 7 % of the gateway's instructions per call
 * (docs/decisions/036). Any other fast query goes through `callTRPCProcedure`.
 */
export type DirectQueries<TContext> = ReadonlyMap<string, (ctx: TContext) => Promise<unknown>>;

/** Throws unless every direct query is a fast query: what keeps a mutation off a GET. */
export function checkDirectQueries(direct: ReadonlyMap<string, unknown>): void {
  for (const path of direct.keys()) {
    if (!FAST_QUERIES.has(path)) throw new Error(`direct query ${path} is not one of FAST_QUERIES`);
  }
}

export interface FastQueryRequest<TContext> {
  /** The route's `:path` parameter: one procedure path, or several joined by commas (a batch). */
  path: string;
  /** The query string's `batch` and `input`. */
  batch: string | undefined;
  input: string | undefined;
  headers: IncomingHttpHeaders;
  maxBatchSize: number;
  createContext(): TContext;
  /** The fast queries called through their own function, by path. */
  direct: DirectQueries<TContext>;
  /** The router's own error formatter, given the default shape tRPC would give it. */
  formatError(opts: { error: TRPCError; shape: DefaultErrorShape; path: string }): unknown;
  onError(error: TRPCError, path: string): void;
}

export interface DefaultErrorShape {
  message: string;
  code: number;
  /** No stack: the router is not in development mode. */
  data: { code: TRPCError['code']; httpStatus: number; path: string; stack?: string };
}

export interface FastQueryReply {
  status: number;
  body: string;
}

interface PlannedCall {
  path: string;
  input: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A GET tRPC answers with plain JSON (no jsonl stream asked for, no other body type). */
function isPlainJsonGet(headers: IncomingHttpHeaders): boolean {
  if (headers['trpc-accept'] !== undefined) return false;
  if (headers.accept?.split(',').some((type) => type.trim() === 'application/jsonl')) return false;
  const type = headers['content-type'];
  return type === undefined || type.startsWith('application/json');
}

/**
 * The calls of a GET of FAST_QUERIES, read as tRPC's JSON handler reads them (no transformer), or
 * null for anything else (another procedure, bad JSON, too big a batch, a stream asked for): the
 * adapter answers those, and words their errors.
 */
export function planFastQuery(
  req: Pick<FastQueryRequest<unknown>, 'path' | 'batch' | 'input' | 'headers' | 'maxBatchSize'>,
): PlannedCall[] | null {
  if (!isPlainJsonGet(req.headers)) return null;
  const isBatch = req.batch === '1';
  let paths: string[];
  try {
    const decoded = decodeURIComponent(req.path);
    paths = isBatch ? decoded.split(',') : [decoded];
  } catch {
    return null;
  }
  if (isBatch && paths.length > req.maxBatchSize) return null;
  if (!paths.every((path) => FAST_QUERIES.has(path))) return null;
  let inputs: unknown;
  try {
    inputs = req.input ? JSON.parse(req.input) : undefined;
  } catch {
    return null;
  }
  if (isBatch && inputs !== undefined && !isObject(inputs)) return null;
  return paths.map((path, index) => ({
    path,
    input: inputs === undefined ? undefined : isBatch ? (inputs as Record<number, unknown>)[index] : inputs,
  }));
}

/**
 * A GET of FAST_QUERIES answered through tRPC's public procedure call (callTRPCProcedure), or a
 * direct query's own function (docs/decisions/036), without the adapter's fetch-API plumbing (a
 * WHATWG Request, Headers, URL and abort signal in, a Response streamed out), which cost about two
 * thirds of the gateway's CPU per call (docs/decisions/022).
 * Status and body are those the adapter gives (trpc-plugin.test.ts compares them on the wire);
 * null: not a request for this path, the adapter answers it.
 */
export async function fastQuery<TContext>(
  router: AnyRouter,
  req: FastQueryRequest<TContext>,
): Promise<FastQueryReply | null> {
  const calls = planFastQuery(req);
  if (calls === null) return null;
  const ctx = req.createContext();
  const results = await Promise.all(
    calls.map(async ({ path, input }, batchIndex) => {
      try {
        const run = req.direct.get(path);
        const data: unknown =
          run !== undefined
            ? await run(ctx)
            : await callTRPCProcedure({
                router,
                path,
                getRawInput: async () => input,
                ctx,
                type: 'query',
                // Neither query reads a signal (nothing they await can be cancelled), so no abort
                // controller and 'close' listener are made per call for one.
                signal: undefined,
                batchIndex,
              });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        req.onError(error, path);
        const shape: DefaultErrorShape = {
          message: error.message,
          code: TRPC_ERROR_CODES_BY_KEY[error.code],
          data: { code: error.code, httpStatus: getHTTPStatusCodeFromError(error), path },
        };
        return { error: req.formatError({ error, shape, path }) };
      }
    }),
  );
  const untransformed = req.batch === '1' ? results : results[0];
  if (untransformed === undefined) return null;
  // The types tRPC's status helper takes; the error shapes are the router's own.
  const status = getHTTPStatusCode(untransformed as Parameters<typeof getHTTPStatusCode>[0]);
  return { status, body: JSON.stringify(untransformed) };
}
