import type { AnyRouter, TRPCError } from '@trpc/server';
import { type CreateFastifyContextOptions, fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BoundedMemo } from '../bounded-memo';
import { FOREIGN_REQUEST_BODY, isForeignBrowserRequest } from '../http/fetch-metadata';
import { API_ANSWER } from '../http/security-headers';
import type { Context } from './context';
import { checkDirectQueries, type DirectQueries, fastQuery } from './query-fast-path';
import { formatPortalError } from './trpc';

export interface TrpcPluginOptions<TRouter extends AnyRouter> {
  prefix: string;
  router: TRouter;
  /** The portal's context needs only the request and the reply (not tRPC's call info). */
  createContext(opts: Pick<CreateFastifyContextOptions, 'req' | 'res'>): Context;
  maxBatchSize: number;
  /** Fast queries called without tRPC's procedure call (./query-fast-path.ts); none by default. */
  directQueries?: DirectQueries<Context>;
  onError(opts: { path: string | undefined; error: TRPCError; req: FastifyRequest }): void;
}

/**
 * The `Allow` of a 405 tRPC gave: it answers 405 only to a GET of a mutation or a POST of a query,
 * so the path takes the other method (RFC 9110 15.5.6). A batch that mixes both takes neither
 * whole; the other method is still the one to try.
 */
export function allowAfterTrpc405(method: string): string {
  return method === 'POST' ? 'GET, HEAD' : 'POST';
}

/** The type a Response gives a string body it was not told the type of. */
const UNTYPED_TEXT = new Response('').headers.get('content-type');

/** JSON with its charset named (OWASP ASVS 5.0 4.1.1), as Fastify labels the gateway's own JSON. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The body of a request whose address tRPC's adapter cannot read. */
export const BAD_URL_BODY = {
  error: 'BAD_REQUEST',
  message: 'the request address or Host header is not valid',
};

/** Host headers seen, and whether an address parses on each (browsers send the same one every call). */
const hostsRead = new BoundedMemo<boolean>(256);

/**
 * Whether tRPC's adapter can build this request's URL: it joins the path to `http://<Host>` and,
 * when that fails, throws outside tRPC's own error handling (an answer of 500). A path that
 * starts with one slash (not `//` or `/\`, which name a host of their own) joins any base that
 * parses, so only the Host header is checked then, once per distinct header.
 */
export function adapterReadsUrl(url: string, host: string | undefined): boolean {
  const base = `http://${host ?? 'localhost'}`;
  if (url.startsWith('/') && url[1] !== '/' && url[1] !== '\\') {
    return hostsRead.get(base) ?? hostsRead.set(base, URL.canParse(base));
  }
  return URL.canParse(url, base);
}

/** What every tRPC answer says besides tRPC's own headers. */
export function finishTrpcHeaders(method: string, status: number, headers: Headers): void {
  headers.set('cache-control', 'no-store');
  if (status === 405 && !headers.has('allow')) headers.set('allow', allowAfterTrpc405(method));
  const type = headers.get('content-type');
  if (type === UNTYPED_TEXT || type === 'application/json') headers.set('content-type', JSON_TYPE);
}

/**
 * What the adapter's `Response` is sent as: tRPC's jsonl stream (httpBatchStreamLink) stays a
 * stream, each part sent as it is ready (Fastify copies the Response's status and headers after
 * the onSend hook); anything else is read whole and sent in one write with its length. Fastify
 * cannot answer a HEAD with a Response (it measures the payload as a string).
 */
async function adapterAnswer(method: string, reply: FastifyReply, payload: Response): Promise<unknown> {
  finishTrpcHeaders(method, payload.status, payload.headers);
  if (payload.headers.get('transfer-encoding') === 'chunked' && method !== 'HEAD') return payload;
  reply.code(payload.status);
  payload.headers.forEach((value, name) => {
    if (name !== 'transfer-encoding') reply.header(name, value);
  });
  return payload.body === null ? '' : await payload.text();
}

/**
 * tRPC over Fastify through @trpc/server's own Fastify adapter (docs/decisions/022): its request
 * handler, on the two methods tRPC takes (queries by GET, HEAD with it; mutations by POST). The
 * adapter's plugin would route every method, and its WHATWG Request throws on TRACE and CONNECT;
 * on these two routes any other method gets the gateway's one 405 (../http/method-not-allowed.ts).
 * What the portal adds sits around the handler as hooks of its scope:
 * - before any procedure, a request another site started is refused (`Sec-Fetch-Site`);
 * - every answer is `no-store`: session answers and secrets (a TOTP key, an e-mail) never sit in
 *   a cache; tRPC's own 405 names the method to use; its JSON, and its early errors (an unsupported
 *   content type, a batch too large) built without a type, are labelled JSON with a charset.
 */
export async function registerTrpc<TRouter extends AnyRouter>(
  app: FastifyInstance,
  opts: TrpcPluginOptions<TRouter>,
): Promise<void> {
  const direct: DirectQueries<Context> = opts.directQueries ?? new Map();
  checkDirectQueries(direct);
  await app.register(async (scope) => {
    // tRPC parses bodies itself: hand it the text (and multipart as the raw stream), as the
    // adapter's plugin does.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));
    scope.addHook('onRequest', (req, reply, done) => {
      if (isForeignBrowserRequest(req.headers)) {
        return reply.code(403).header('cache-control', 'no-store').send(FOREIGN_REQUEST_BODY);
      }
      // The adapter builds the request's URL from its Host header and throws (a 500) when it cannot.
      if (!adapterReadsUrl(req.url, req.headers.host)) {
        return reply.code(400).header('cache-control', 'no-store').send(BAD_URL_BODY);
      }
      done();
    });
    // A callback hook: the fast path's answers (a string) pass without a promise of their own.
    scope.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload, done) => {
      reply.header('cache-control', 'no-store');
      if (!(payload instanceof Response)) return done(null, payload);
      adapterAnswer(req.method, reply, payload).then((body) => done(null, body), done);
    });
    const handle = (req: FastifyRequest<{ Params: { path: string } }>, res: FastifyReply) =>
      fastifyRequestHandler({
        router: opts.router,
        createContext: opts.createContext,
        // One request may not fan out into an unbounded number of upstream calls.
        maxBatchSize: opts.maxBatchSize,
        onError: ({ path, error }) => opts.onError({ path, error, req }),
        req,
        res,
        path: req.params.path,
      });
    const handleGet = async (req: FastifyRequest<{ Params: { path: string } }>, res: FastifyReply) => {
      const query = req.query as Record<string, string | undefined>;
      const fast = await fastQuery(opts.router, {
        path: req.params.path,
        batch: query.batch,
        input: query.input,
        headers: req.headers,
        maxBatchSize: opts.maxBatchSize,
        createContext: () => opts.createContext({ req, res }),
        direct,
        formatError: formatPortalError,
        onError: (error, path) => opts.onError({ path, error, req }),
      });
      if (fast === null) return handle(req, res);
      return res
        .code(fast.status)
        .header('content-type', JSON_TYPE)
        .header('vary', 'trpc-accept, accept')
        .send(fast.body);
    };
    // Their answers are JSON for a page's fetch: the API set of security headers.
    scope.get(`${opts.prefix}/:path`, API_ANSWER, handleGet);
    scope.post(`${opts.prefix}/:path`, API_ANSWER, handle);
  });
}
