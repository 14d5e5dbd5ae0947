import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FirstData } from '@portal/contracts/portal';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '../sim/request-world';
import type { GatewayMode } from '../trpc/context';
import { API_PREFIXES, isUnder } from './api-paths';
import { brandingInDirectory } from './branding-routes';
import { CLIENTS_LIST_SCREEN, encodePrivatePage, firstDataPage } from './first-data-page';
import { drawsFirstPaint, opensOnBand, withFirstPaint } from './first-paint';
import { chooseEncoding, pageEncoder } from './page-encoding';
import { sendRevalidated } from './revalidation';
import { isSimPickerFile, type SimPickerAssets, simPickerAssets, withSimPicker } from './sim-picker-assets';
import { readViteManifest, type ViteManifest } from './vite-manifest';

const isApiPath = (path: string): boolean => API_PREFIXES.some((prefix) => isUnder(path, prefix));

const acceptsHtml = (req: FastifyRequest): boolean => (req.headers.accept ?? '').includes('text/html');

export const NOT_BUILT_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Portal not built</title></head>' +
  '<body><h1>Web app not built</h1><p>web app not built: run pnpm build</p></body></html>';

/**
 * A source map (the original sources with their comments: apps/web/vite.config.ts writes one per
 * script), or a compressed sibling of one should a build ever write it. Case-blind, for a
 * deployment on a case-insensitive disk.
 */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

/** A signed-in page's first data (../trpc/first-data.ts); undefined: the page as built. */
export type FirstDataReader = (req: FastifyRequest, reply: FastifyReply) => Promise<FirstData | undefined>;

/** Files under /assets carry a content hash in their names (Vite's default output). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app with a history fallback: hashed /assets are cached forever, index.html and
 * the unhashed files copied from public/ are revalidated each time so a deploy shows up at once.
 * Text files go out as the build's .br or .gz sibling when the client accepts it (a missing sibling
 * falls back to the file itself). A missing build answers 503, not a crash.
 * The QA picker (a separate entry of the build) is added to the page in simulator mode only; in
 * proxy mode its files are never served (a 404), so the end users' portal never ships it. Nor are
 * the build's source maps in proxy mode: they stay on disk for operators; simulator mode, a
 * developer's tool, serves them to the browser's developer tools.
 */
export async function webRoutes(
  app: FastifyInstance,
  opts: {
    webDist: string;
    mode: GatewayMode;
    firstData?: FirstDataReader;
    /** Where the host's branding is read for a signed-in page's first paint (./first-paint.ts). */
    brandingDir?: string;
  },
): Promise<void> {
  const built = existsSync(join(opts.webDist, 'index.html'));
  // Read once: it describes the build being served.
  const manifest = built ? readViteManifest(opts.webDist) : undefined;
  const picker = manifest === undefined ? undefined : simPickerAssets(manifest);
  if (built && opts.mode === 'simulator' && picker === undefined) {
    app.log.warn({ webDist: opts.webDist }, 'the web build has no QA picker entry: rebuild with pnpm build');
  }
  if (built && opts.firstData !== undefined && !CLIENTS_LIST_SCREEN.every((key) => manifest?.[key])) {
    app.log.warn(
      { webDist: opts.webDist, modules: CLIENTS_LIST_SCREEN },
      "the web build's manifest lacks the environments screen: signed-in pages go without its preloads",
    );
  }
  const sendPage = pageSender(
    opts.webDist,
    opts.mode === 'simulator' ? picker : undefined,
    opts.firstData,
    manifest,
    opts.brandingDir,
  );

  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      cacheControl: false,
      // The build's .br/.gz siblings (apps/web/vite.config.ts), chosen by Accept-Encoding.
      preCompressed: true,
      // index.html goes through sendPage, which adds the picker in simulator mode.
      index: false,
      // The build's .vite/manifest.json is for the gateway, not the public.
      dotfiles: 'ignore',
      // Proxy mode refuses the picker's files and every source map (a 404 from the not-found
      // handler). Decided here, on the decoded path that is served, not on req.url: `sim%2Dpicker`,
      // `%2Emap`, `%61ssets` or `//` in the raw URL name the same file.
      allowedPath: (path) =>
        opts.mode !== 'proxy' || (!isSimPickerFile(path, picker) && !SOURCE_MAP.test(path)),
      setHeaders(res, filePath) {
        // Decided inside the build, not on the absolute path: a deploy under /srv/assets/… must not
        // make index.html immutable.
        const immutable = relative(opts.webDist, filePath).startsWith(`assets${sep}`);
        res.setHeader('cache-control', immutable ? IMMUTABLE : 'no-cache');
        // preCompressed does not say so itself: without it a shared cache could hand br to a
        // client that never asked for it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    app.get('/', sendPage);
    app.get('/index.html', sendPage);
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web app not built: run pnpm build');
    app.get('/', (_req, reply) => notBuilt(reply));
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(path) && acceptsHtml(req);
    if (wantsPage) {
      if (!built) return notBuilt(reply);
      return sendPage(req, reply);
    }
    return reply.code(404).send({ error: 'NOT_FOUND', message: `no route for ${req.method} ${path}` });
  });
}

/**
 * index.html, revalidated on every visit, compressed when the client accepts it; with the
 * picker's script when `picker` is given, and the request's refused `?scenario=` (req.simNotice)
 * and released world (req.simReleased) for the picker to show. Without the picker the file and its precompressed siblings are sent as
 * built (send answers the revalidation); with it the rewritten page is compressed here.
 */
function pageSender(
  webDist: string,
  picker: SimPickerAssets | undefined,
  firstData: FirstDataReader | undefined,
  manifest: ViteManifest | undefined,
  brandingDir: string | undefined,
) {
  // Read once, like the manifest that names the picker's entry: both describe one build.
  let page: Promise<string> | undefined;
  const encode = pageEncoder();
  const signedInPage = firstDataPage(manifest);
  const builtPage = async (req: FastifyRequest): Promise<string> => {
    page ??= readFile(join(webDist, 'index.html'), 'utf8');
    const text = await page;
    return picker === undefined ? text : withSimPicker(text, picker.entry, req.simNotice, req.simReleased);
  };
  return async (req: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8');
    const data = await firstData?.(req, reply);
    if (data !== undefined) {
      // One user's data: never stored by any cache, not even this browser's (a back button or
      // another user of the machine must not see it after a logout); no validator either.
      const encoding = chooseEncoding(req);
      let page = signedInPage(await builtPage(req), req.url, data);
      if (brandingDir !== undefined && drawsFirstPaint(req.url) && opensOnBand(data.clients)) {
        page = withFirstPaint(page, await brandingInDirectory(brandingDir, req.host, req.log), data.clients);
      }
      const body = await encodePrivatePage(page, encoding);
      reply.header('cache-control', 'no-store').header('vary', 'accept-encoding');
      if (encoding !== undefined) reply.header('content-encoding', encoding);
      return reply.send(body);
    }
    if (picker === undefined) return reply.sendFile('index.html');
    const text = await builtPage(req);
    const encoded = await encode(text, chooseEncoding(req));
    reply.header('vary', 'accept-encoding');
    return sendRevalidated(req, reply, encoded.body, encoded);
  };
}

function notBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(NOT_BUILT_PAGE);
}
