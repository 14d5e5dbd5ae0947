import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BrandingConfig, BrandingConfigSchema, DEFAULT_BRANDING } from '@portal/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRevalidated } from './revalidation';

/** Client labels are host labels: anything else could walk out of the branding directory. */
const LABEL = /^[a-z0-9-]+$/i;

type Read = { found: true; config: BrandingConfig } | { found: false };

async function readBranding(file: string, log: FastifyBaseLogger): Promise<Read> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { found: false };
    log.warn({ file, code }, 'branding config unreadable; serving the default branding');
    return { found: true, config: DEFAULT_BRANDING };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    log.warn({ file }, 'branding config is not JSON; serving the default branding');
    return { found: true, config: DEFAULT_BRANDING };
  }
  const parsed = BrandingConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    log.warn({ file, issues }, 'branding config is invalid; serving the default branding');
    return { found: true, config: DEFAULT_BRANDING };
  }
  return { found: true, config: parsed.data };
}

/**
 * A config is revalidated on every page load (an operator's edit shows at once) and usually
 * unchanged, so the ETag lets the answer be a 304. Not compressed: a few hundred bytes.
 */
function sendConfig(req: FastifyRequest, reply: FastifyReply, config: BrandingConfig) {
  reply.type('application/json; charset=utf-8');
  return sendRevalidated(req, reply, JSON.stringify(config));
}

/**
 * Spec section 7 "Configuration": /config.json always answers (defaults when no file);
 * /clients/{label}/config.json answers 404 when that client has none, so the web falls back.
 */
export async function brandingRoutes(app: FastifyInstance, opts: { brandingDir: string }): Promise<void> {
  app.get('/config.json', async (req, reply) => {
    const read = await readBranding(join(opts.brandingDir, 'config.json'), req.log);
    return sendConfig(req, reply, read.found ? read.config : DEFAULT_BRANDING);
  });

  app.get<{ Params: { label: string } }>('/clients/:label/config.json', async (req, reply) => {
    const { label } = req.params;
    if (!LABEL.test(label)) return reply.code(404).send({ error: 'NOT_FOUND' });
    const read = await readBranding(join(opts.brandingDir, 'clients', label, 'config.json'), req.log);
    if (!read.found) return reply.code(404).send({ error: 'NOT_FOUND' });
    return sendConfig(req, reply, read.config);
  });
}
