import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import {
  type BrandingConfig,
  BrandingConfigSchema,
  brandingForHost,
  DEFAULT_BRANDING,
} from '@portal/contracts/branding';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRevalidated } from './revalidation';

/** Client labels are host labels: anything else could walk out of the branding directory. */
const LABEL = /^[a-z0-9-]+$/i;
/** Branding assets: one plain file name of an image type, no dots in front, no path. */
const ASSET = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\.(svg|png|jpe?g|webp|ico|gif)$/i;
const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.gif': 'image/gif',
};
/**
 * An SVG opened on its own is a document that may run scripts on the portal's origin: an
 * operator's file gets none (nor anything it could load), only its own inline styles.
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

type Read = { ok: true; config: BrandingConfig } | { ok: false; missing: boolean };

async function readBranding(file: string, log: FastifyBaseLogger): Promise<Read> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, missing: true };
    log.warn({ file, code }, 'branding config unreadable');
    return { ok: false, missing: false };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    log.warn({ file }, 'branding config is not JSON');
    return { ok: false, missing: false };
  }
  const parsed = BrandingConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    log.warn({ file, issues }, 'branding config is invalid');
    return { ok: false, missing: false };
  }
  return { ok: true, config: parsed.data };
}

/**
 * A config is revalidated on every page load (an operator's edit shows at once) and usually
 * unchanged, so the ETag lets the answer be a 304. Not compressed: a few hundred bytes.
 */
function sendConfig(req: FastifyRequest, reply: FastifyReply, config: BrandingConfig) {
  reply.type('application/json; charset=utf-8');
  return sendRevalidated(req, reply, JSON.stringify(config));
}

/** A logo, favicon or banner image from the branding directory, revalidated like the configs. */
async function sendAsset(req: FastifyRequest, reply: FastifyReply, dir: string, file: string) {
  const notFound = () => reply.code(404).send({ error: 'NOT_FOUND' });
  const type = CONTENT_TYPES[extname(file).toLowerCase()];
  if (!ASSET.test(file) || type === undefined) return notFound();
  let body: Buffer;
  try {
    body = await readFile(join(dir, file));
  } catch {
    return notFound();
  }
  reply.type(type);
  if (type === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
  return sendRevalidated(req, reply, body);
}

/** The directory's base config, or the built-in defaults when that is missing or broken. */
async function baseBranding(brandingDir: string, log: FastifyBaseLogger): Promise<BrandingConfig> {
  const read = await readBranding(join(brandingDir, 'config.json'), log);
  return read.ok ? read.config : DEFAULT_BRANDING;
}

/**
 * The branding a browser on `host` ends up with (the web's loadBranding, read here from the
 * directory): contracts' brandingForHost over the configs of this directory that read.
 */
export function brandingInDirectory(
  brandingDir: string,
  host: string,
  log: FastifyBaseLogger,
): Promise<BrandingConfig> {
  return brandingForHost(host, async (path) => {
    const read = await readBranding(join(brandingDir, path), log);
    return read.ok ? read.config : undefined;
  });
}

/**
 * Spec section 7 "Configuration" with the fallback chain of issue 9: /config.json answers the
 * directory's base config, or the built-in defaults when that is missing or broken;
 * /clients/{label}/config.json answers 404 when that client has none (the web then asks
 * /config.json, as the spec says), and the base config when the client's file is broken, so a
 * typo in one customer's file shows that customer the operator's base branding, not the defaults.
 * The customer's images are served beside its config (/clients/{label}/{file}), the base
 * config's at /brand/{file}.
 */
export async function brandingRoutes(app: FastifyInstance, opts: { brandingDir: string }): Promise<void> {
  const base = (log: FastifyBaseLogger) => baseBranding(opts.brandingDir, log);

  app.get('/config.json', async (req, reply) => sendConfig(req, reply, await base(req.log)));

  app.get<{ Params: { label: string } }>('/clients/:label/config.json', async (req, reply) => {
    const { label } = req.params;
    if (!LABEL.test(label)) return reply.code(404).send({ error: 'NOT_FOUND' });
    const read = await readBranding(join(opts.brandingDir, 'clients', label, 'config.json'), req.log);
    if (read.ok) return sendConfig(req, reply, read.config);
    if (read.missing) return reply.code(404).send({ error: 'NOT_FOUND' });
    return sendConfig(req, reply, await base(req.log));
  });

  app.get<{ Params: { label: string; file: string } }>('/clients/:label/:file', async (req, reply) => {
    const { label, file } = req.params;
    if (!LABEL.test(label)) return reply.code(404).send({ error: 'NOT_FOUND' });
    return sendAsset(req, reply, join(opts.brandingDir, 'clients', label), file);
  });

  app.get<{ Params: { file: string } }>('/brand/:file', async (req, reply) =>
    sendAsset(req, reply, opts.brandingDir, req.params.file),
  );
}
