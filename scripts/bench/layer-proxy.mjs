// What a gateway's layers cost without the portal's own work, for `BENCH_LAYERS=1` of `pnpm bench
// gateway` and `pnpm bench instructions`: a proxy of GET /clients that does what the gateway does to
// the reply and nothing more. It calls the upstream through undici's dispatcher with a handler, as
// the gateway's transport does (apps/gateway/src/upstream/transport.ts, without its time-out and
// size limit), parses the reply with the clients contract (zod), answers it as tRPC's batch JSON
// with the gateway's API headers, written in one writeHead as Fastify writes its own. No cookies, no
// session, no CSRF, no logging: the bearer comes from UPSTREAM_TOKEN. LAYER says what serves the
// request:
// - `http`: node:http alone;
// - `fastify`: one Fastify route (no logger, no plugins);
// - `trpc`: that route calling a tRPC query through callTRPCProcedure, as the gateway's fast path does.
// Between the bare pass-through (bare-proxy.mjs) and the gateway, each step says what one layer
// costs per call; what the gateway spends above `trpc` is the portal's own per-request work.
// Run: LAYER=trpc UPSTREAM_URL=http://127.0.0.1:4010 UPSTREAM_TOKEN=… PORT=0 node scripts/bench/layer-proxy.mjs
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from './common.mjs';

// The gateway's own copies of its dependencies; Fastify and tRPC only where the layer uses them.
const gatewayRequire = createRequire(join(REPO_ROOT, 'apps/gateway/package.json'));
const { Agent } = gatewayRequire('undici');
const { z } = gatewayRequire('zod');

// ClientsResponseSchema of @portal/contracts (TypeScript, which plain Node does not load), copied.
const AccessGroupSchema = z.enum(['DESKTOP', 'WEB', 'DEFAULT']);
const EnvironmentSchema = z.object({
  environment_uuid: z.string().min(1),
  name: z.string().min(1),
  access_group: AccessGroupSchema,
  maintenance_message: z.string().nullish(),
  warning_message: z.string().nullish(),
  license_count: z.number().int().nonnegative().nullish(),
  secure_only: z.boolean().nullish(),
});
const ClientSchema = z.object({
  client_uuid: z.string().min(1),
  name: z.string().min(1),
  license_limit: z.number().int().nonnegative().nullish(),
  environments: z.array(EnvironmentSchema),
  instance_state: z.enum(['on', 'off', 'starting']).nullish(),
  maintenance_message: z.string().nullish(),
});
const ClientsResponseSchema = z.object({ clients: z.array(ClientSchema) });

// The headers of the gateway's clients.list answer (docs/decisions/035), written out.
const HEADER_LIST = [
  [
    'content-security-policy',
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none'",
  ],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['content-type', 'application/json; charset=utf-8'],
  ['vary', 'trpc-accept, accept'],
  ['cache-control', 'no-store'],
];
const HEADERS = Object.fromEntries(HEADER_LIST);

const { origin } = new URL(process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4010');
const dispatcher = new Agent({ headersTimeout: 0, bodyTimeout: 0 });
const upstreamHeaders = { accept: 'application/json', authorization: `Bearer ${process.env.UPSTREAM_TOKEN}` };

/** GET /clients as the gateway's transport reads it: status, then the body's chunks joined. */
function upstreamClients() {
  return new Promise((resolve, reject) => {
    let status = 0;
    const chunks = [];
    dispatcher.dispatch(
      { origin, path: '/clients', method: 'GET', headers: upstreamHeaders, body: null },
      {
        onRequestStart() {},
        onResponseStart(_controller, statusCode) {
          status = statusCode;
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          resolve({ status, text: Buffer.concat(chunks).toString() });
        },
        onResponseError(_controller, error) {
          reject(error);
        },
      },
    );
  });
}

async function clientsList() {
  const { status, text } = await upstreamClients();
  if (status !== 200) throw new Error(`the upstream answered ${status}`);
  return { clients: ClientsResponseSchema.parse(JSON.parse(text)).clients, updatePlugin: false };
}

const batchAnswer = (data) => JSON.stringify([{ result: { data } }]);

function layerAnswer(layer) {
  if (layer === 'http' || layer === 'fastify') return async () => batchAnswer(await clientsList());
  if (layer !== 'trpc') throw new Error(`LAYER must be http, fastify or trpc (got ${layer})`);
  const { callTRPCProcedure, initTRPC } = gatewayRequire('@trpc/server');
  const t = initTRPC.create();
  const router = t.router({ clients: t.router({ list: t.procedure.query(clientsList) }) });
  return async () =>
    batchAnswer(
      await callTRPCProcedure({
        router,
        path: 'clients.list',
        getRawInput: async () => undefined,
        ctx: {},
        type: 'query',
        signal: undefined,
        batchIndex: 0,
      }),
    );
}

const layer = process.env.LAYER ?? 'trpc';
const answer = layerAnswer(layer);
const port = Number(process.env.PORT ?? 0);
const ready = (address) => console.log(`layer proxy listening on http://127.0.0.1:${address.port}`);

if (layer === 'http') {
  const server = createServer((_req, res) => {
    answer().then(
      (body) => {
        // With its length, as Fastify sends it (not chunked).
        res.writeHead(200, { ...HEADERS, 'content-length': Buffer.byteLength(body) });
        res.end(body);
      },
      () => {
        res.statusCode = 502;
        res.end();
      },
    );
  });
  server.listen(port, '127.0.0.1', () => ready(server.address()));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  const app = gatewayRequire('fastify')({ logger: false });
  app.get('/trpc/:path', async (_req, reply) => {
    reply.headers(HEADERS);
    return answer();
  });
  await app.listen({ port, host: '127.0.0.1' });
  ready(app.server.address());
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}
