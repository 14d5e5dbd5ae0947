import type { IncomingHttpHeaders } from 'node:http';
import type { AnyProcedure, AnyRouter, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FOREIGN_REQUEST_BODY, isForeignBrowserRequest } from '../http/fetch-metadata';
import type { Context } from './context';
import { leanQuery } from './lean-query';

export interface TrpcRouteOptions<TRouter extends AnyRouter> {
  prefix: string;
  router: TRouter;
  createContext(opts: CreateFastifyContextOptions): Context;
  maxBatchSize: number;
  onError(opts: { path: string | undefined; error: TRPCError; req: FastifyRequest }): void;
}

/** Only the path and query of a request matter to tRPC; the host header is not ours to parse. */
const ORIGIN = 'http://portal.invalid';

/** The type a Response gives a string body it was not told the type of. */
const UNTYPED_TEXT = new Response('').headers.get('content-type');

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const name in incoming) {
    const value = incoming[name];
    if (name.startsWith(':') || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.append(name, value);
  }
  return headers;
}

/**
 * tRPC over Fastify, as @trpc/server's fastify adapter does it (same route, same body handling,
 * same resolveResponse) minus two per-request costs it carries: it aborted every request's
 * signal once the reply closed (an AbortError built and dispatched each time), and it streamed
 * every JSON reply out of a web ReadableStream in chunks. Here the signal aborts only when the
 * client leaves before its reply, and a JSON reply goes out in one piece with its length. Unlike
 * the adapter's route, this one takes only GET and POST, tRPC's two methods.
 */
export async function registerTrpcRoute<TRouter extends AnyRouter>(
  app: FastifyInstance,
  opts: TrpcRouteOptions<TRouter>,
): Promise<void> {
  await app.register(async (scope) => {
    // tRPC parses bodies itself: hand it the text (and multipart as the raw stream).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));

    const handle = async (req: FastifyRequest<{ Params: { path: string } }>, reply: FastifyReply) => {
      // Before any procedure, query or mutation: only the portal's own pages call this API.
      if (isForeignBrowserRequest(req.headers)) {
        return reply.code(403).header('cache-control', 'no-store').send(FOREIGN_REQUEST_BODY);
      }
      const controller = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const method = req.method;
      if (method === 'GET' && isPlainJsonGet(req.headers)) {
        const search = new URLSearchParams(req.url.slice(req.url.indexOf('?') + 1));
        const lean = await leanQuery(opts.router, {
          path: req.params.path,
          batch: search.get('batch') ?? undefined,
          input: search.get('input') ?? undefined,
          maxBatchSize: opts.maxBatchSize,
          signal: controller.signal,
          createContext: (info) => opts.createContext({ req, res: reply, info }),
          onError: (error, path) => opts.onError({ path, error, req }),
        });
        if (lean !== null) {
          // The headers resolveResponse sets, in the order it sends them.
          reply.code(lean.status);
          reply.header('cache-control', 'no-store');
          reply.header('content-type', 'application/json');
          reply.header('vary', 'trpc-accept, accept');
          return reply.send(lean.body);
        }
      }
      const init: RequestInit & { duplex?: 'half' } = {
        method,
        headers: toHeaders(req.headers),
        signal: controller.signal,
      };
      const body: unknown = req.body;
      if (method !== 'GET' && method !== 'HEAD' && body !== undefined) {
        // A multipart body is the request stream itself, which fetch reads as an async iterable.
        init.body =
          typeof body === 'string'
            ? body
            : isNodeStream(body)
              ? (body as RequestInit['body'])
              : JSON.stringify(body);
        init.duplex = 'half';
      }
      const response = await resolveResponse({
        router: opts.router,
        req: new Request(`${ORIGIN}${req.url}`, init),
        path: req.params.path,
        error: null,
        maxBatchSize: opts.maxBatchSize,
        createContext: async ({ info }) => opts.createContext({ req, res: reply, info }),
        onError: (error) => opts.onError({ path: error.path, error: error.error, req }),
      });
      reply.code(response.status);
      // Session answers and secrets (a TOTP key, a session's e-mail) never sit in a cache.
      reply.header('cache-control', 'no-store');
      response.headers.forEach((value, name) => {
        // How the body is framed is Node's to say (chunked without a length, else the length):
        // tRPC's jsonl stream names itself chunked, and copying that onto a reply sent whole gave
        // it both Transfer-Encoding and Content-Length, which no answer may carry (RFC 9112 6.3).
        if (name !== 'transfer-encoding') reply.header(name, value);
      });
      // A GET of a mutation or a POST of a query: say which method its procedures take.
      if (response.status === 405) reply.header('allow', methodsOf(opts.router, req.params.path));
      if (response.body === null) return reply.send();
      // tRPC labels its jsonl stream (httpBatchStreamLink) application/json too: only the framing
      // it asked for tells it apart. It stays a stream, each part sent as it is ready.
      if (response.headers.get('transfer-encoding') === 'chunked') return reply.send(response.body);
      const type = response.headers.get('content-type');
      // tRPC's early errors (an unsupported content type, a batch too large) are JSON built without
      // a type, which Response then labels text/plain: say what they are (OWASP ASVS 5.0 4.1.1).
      if (type === UNTYPED_TEXT) reply.header('content-type', 'application/json');
      // JSON is read whole and sent in one write, with its length.
      if (type === UNTYPED_TEXT || type?.startsWith('application/json')) {
        return reply.send(await response.text());
      }
      return reply.send(response.body);
    };
    // tRPC's methods: queries by GET (HEAD comes with it), mutations by POST. Any other method is
    // a 405 before this route (../http/method-not-allowed.ts): resolveResponse builds a WHATWG
    // Request, which throws on TRACE and CONNECT (a 500 with a stack while this took every method).
    scope.get(`${opts.prefix}/:path`, handle);
    scope.post(`${opts.prefix}/:path`, handle);
  });
}

/**
 * The methods tRPC takes for the procedures a route path names (one, or a batch joined by commas):
 * GET and HEAD for queries, POST for mutations, both when the names mix them or are not known.
 */
function methodsOf(router: AnyRouter, path: string): string {
  let names: string[];
  try {
    names = decodeURIComponent(path).split(',');
  } catch {
    names = [];
  }
  const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
  const types = new Set(
    names.map((name) => (Object.hasOwn(procedures, name) ? procedures[name]?._def.type : undefined)),
  );
  if (types.size === 1 && types.has('query')) return 'GET, HEAD';
  if (types.size === 1 && types.has('mutation')) return 'POST';
  return 'GET, HEAD, POST';
}

/** A GET that resolveResponse would answer with JSON (no jsonl stream, no other body type). */
function isPlainJsonGet(headers: IncomingHttpHeaders): boolean {
  if (headers['trpc-accept'] !== undefined) return false;
  if (headers.accept?.split(',').some((type) => type.trim() === 'application/jsonl')) return false;
  const type = headers['content-type'];
  return type === undefined || type.startsWith('application/json');
}

function isNodeStream(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && typeof (value as { pipe?: unknown }).pipe === 'function'
  );
}
