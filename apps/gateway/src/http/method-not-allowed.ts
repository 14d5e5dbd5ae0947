import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { rawAnswer } from './early-errors';

/** The body of a 405; like the not-found handler's JSON 404, without echoing the path. */
export const METHOD_NOT_ALLOWED_BODY = { error: 'METHOD_NOT_ALLOWED', message: 'method not allowed' };

/**
 * The methods some route of `app` answers at `url`, in Fastify's order (HEAD with every GET: its
 * exposed HEAD routes). With a web build, the web app's catch-all takes GET and HEAD on every
 * path (a page, or a JSON 404 on an API path), so those two are in every list.
 */
function routedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?', 1)[0] ?? '/';
  // The router takes a target that is not a path (CONNECT's host:port) or cannot be decoded for
  // every method. Fastify answers those 400 before any hook; a CONNECT comes here unchecked.
  if (!path.startsWith('/')) return [];
  try {
    decodeURIComponent(path);
  } catch {
    return [];
  }
  return app.supportedMethods.filter(
    // findRoute is typed as always finding; it answers null when no route matches.
    (method) => (app.findRoute({ method: method as HTTPMethods, url: path }) as unknown) !== null,
  );
}

/**
 * A request whose path some route answers, but not with its method (TRACE, PUT, DELETE, PATCH,
 * OPTIONS, CONNECT…), gets a 405 with the methods it may use in `Allow` (RFC 9110 15.5.6), instead of
 * the 404 of a path that does not exist. Decided once for every route, the simulator's under /__sim
 * in simulator mode included, before any not-found handler: an onRequest hook of the root, so
 * register it before the routes' plugins. The route's own code never sees such a request, so
 * nothing fails on a method it was not written for. OPTIONS is one of them: the gateway answers no
 * CORS (docs/security-checklist.md 3.4.2), so a preflight gets this 405 and no Access-Control-*.
 * Logged as any 4xx is (debug, logger.ts), never as an error.
 */
export function registerMethodNotAllowed(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.is404) return done();
    const allow = routedMethods(app, req.url);
    if (allow.length === 0) return done();
    reply.code(405).header('allow', allow.join(', ')).header('cache-control', 'no-store');
    reply.send(METHOD_NOT_ALLOWED_BODY);
  });
}

/**
 * CONNECT never reaches Fastify over a socket: Node hands it to the server's 'connect' event and,
 * with nobody listening, drops the connection unanswered. It gets the answer any other method a
 * path does not take gets (405 with Allow, or 404 where no route is), with the headers of every
 * answer, and the connection closes: the gateway opens no tunnels.
 */
export function refuseTunnels(app: FastifyInstance, headers: ReadonlyArray<readonly [string, string]>): void {
  app.server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    // A client that leaves first must not crash the server with an unhandled socket error.
    socket.on('error', () => socket.destroy());
    const allow = routedMethods(app, req.url ?? '/');
    const answer =
      allow.length === 0
        ? rawAnswer(headers, 404, JSON.stringify({ error: 'NOT_FOUND', message: 'no route' }))
        : rawAnswer(headers, 405, JSON.stringify(METHOD_NOT_ALLOWED_BODY), [
            ['Allow', allow.join(', ')],
            ['Cache-Control', 'no-store'],
          ]);
    socket.end(answer);
  });
}
