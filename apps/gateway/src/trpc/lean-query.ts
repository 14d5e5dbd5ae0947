import {
  type AnyProcedure,
  type AnyRouter,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  type TRPCError,
  transformTRPCResponse,
} from '@trpc/server';
import { getHTTPStatusCode, type TRPCRequestInfo } from '@trpc/server/http';

/** What the route knows of a GET to `/trpc/<paths>`. */
export interface LeanQueryRequest<TContext> {
  /** The route's `:path` parameter: one procedure path, or several joined by commas (a batch). */
  path: string;
  /** The query string's `batch` and `input`. */
  batch: string | undefined;
  input: string | undefined;
  maxBatchSize: number;
  signal: AbortSignal;
  createContext(info: TRPCRequestInfo): TContext;
  onError(error: TRPCError, path: string): void;
}

export interface LeanQueryReply {
  status: number;
  body: string;
}

interface PlannedCall {
  path: string;
  procedure: AnyProcedure;
  input: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the paths and inputs as resolveResponse's JSON handler does, or null for anything it
 * would answer with an error of its own (bad JSON, unknown path, a mutation, too big a batch):
 * those go to resolveResponse, which words them.
 */
function plan<TContext>(router: AnyRouter, req: LeanQueryRequest<TContext>): PlannedCall[] | null {
  const isBatch = req.batch === '1';
  let paths: string[];
  try {
    const decoded = decodeURIComponent(req.path);
    paths = isBatch ? decoded.split(',') : [decoded];
  } catch {
    return null;
  }
  if (isBatch && paths.length > req.maxBatchSize) return null;
  let inputs: unknown;
  try {
    inputs = req.input ? JSON.parse(req.input) : undefined;
  } catch {
    return null;
  }
  if (isBatch && inputs !== undefined && !isObject(inputs)) return null;
  const { deserialize } = router._def._config.transformer.input;
  const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
  const calls: PlannedCall[] = [];
  for (const [index, path] of paths.entries()) {
    const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
    if (procedure === undefined || procedure._def.type !== 'query') return null;
    const raw =
      inputs === undefined ? undefined : isBatch ? (inputs as Record<number, unknown>)[index] : inputs;
    calls.push({ path, procedure, input: raw === undefined ? undefined : deserialize(raw) });
  }
  return calls;
}

/**
 * A GET of tRPC queries, answered through tRPC's own procedure call and error shape but without
 * resolveResponse's fetch-API plumbing (a WHATWG Request, Headers, URL and abort signals in, a
 * Response out), which was a third of the gateway's CPU per call. The body and status are those
 * resolveResponse gives (`lean-query.test.ts` compares them byte for byte); null means "not a
 * case handled here", and the route hands the request to resolveResponse unchanged.
 */
export async function leanQuery<TContext>(
  router: AnyRouter,
  req: LeanQueryRequest<TContext>,
): Promise<LeanQueryReply | null> {
  const calls = plan(router, req);
  if (calls === null) return null;
  const isBatchCall = req.batch === '1';
  const info: TRPCRequestInfo = {
    accept: null,
    type: 'query',
    isBatchCall,
    calls: calls.map((call, batchIndex) => ({
      path: call.path,
      getRawInput: async () => call.input,
      result: () => call.input,
      procedure: call.procedure,
      batchIndex,
    })),
    connectionParams: null,
    signal: req.signal,
    url: null,
  };
  let ctx: TContext;
  try {
    ctx = req.createContext(info);
  } catch {
    return null;
  }
  const config = router._def._config;
  const results = await Promise.all(
    calls.map(async ({ path, procedure, input }, batchIndex) => {
      try {
        const data: unknown = await procedure({
          path,
          getRawInput: async () => input,
          ctx,
          type: 'query',
          signal: req.signal,
          batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        req.onError(error, path);
        return { error: getTRPCErrorShape({ config, ctx, error, input, path, type: 'query' }) };
      }
    }),
  );
  const untransformed = isBatchCall ? results : results[0];
  if (untransformed === undefined) return null;
  return {
    status: getHTTPStatusCode(untransformed),
    body: JSON.stringify(transformTRPCResponse(config, untransformed)),
  };
}
