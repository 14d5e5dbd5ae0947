import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to APIs: an unknown one is a JSON 404, never the web app. */
const API_PREFIXES = ['/trpc', '/__sim', '/api'];

const isApiPath = (path: string): boolean =>
  API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const acceptsHtml = (req: FastifyRequest): boolean => (req.headers.accept ?? '').includes('text/html');

export const NOT_BUILT_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Portal not built</title></head>' +
  '<body><h1>Web app not built</h1><p>web app not built: run pnpm build</p></body></html>';

/**
 * The built web app with a history fallback: hashed /assets are cached forever, index.html is
 * revalidated each time so a deploy shows up at once. A missing build answers 503, not a crash.
 */
export async function webRoutes(app: FastifyInstance, opts: { webDist: string }): Promise<void> {
  const built = existsSync(join(opts.webDist, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${sep}assets${sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web app not built: run pnpm build');
    app.get('/', (_req, reply) => notBuilt(reply));
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(path) && acceptsHtml(req);
    if (wantsPage) {
      if (!built) return notBuilt(reply);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.code(404).send({ error: 'NOT_FOUND', message: `no route for ${req.method} ${path}` });
  });
}

function notBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(NOT_BUILT_PAGE);
}
