// What a gateway's layers cost without the portal's own work, for `BENCH_LAYERS=1 pnpm bench gateway`:
// a proxy of GET /clients that does what the gateway does to the reply and nothing more. It calls
// the upstream with undici (as the gateway does), parses the reply with the clients contract (zod),
// answers it as tRPC's batch JSON with the gateway's API headers. No cookies, no session, no CSRF,
// no logging: the bearer comes from UPSTREAM_TOKEN. LAYER says what serves the request:
// - `http`: node:http alone;
// - `fastify`: one Fastify route (no logger, no plugins);
// - `trpc`: that route calling a tRPC query through callTRPCProcedure, as the gateway's fast path does.
// Between the bare pass-through (bare-proxy.mjs) and the gateway, each step says what one layer
// costs per call; what the gateway spends above `trpc` is the portal's own per-request work.
// Run: LAYER=trpc UPSTREAM_URL=http://127.0.0.1:4010 UPSTREAM_TOKEN=… PORT=0 node scripts/bench/layer-proxy.mjs
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The gateway's own copies of its dependencies (the bench runs from the repository root).
const gateway = createRequire(join(fileURLToPath(import.meta.url), '../../../apps/gateway/package.json'));
const { Pool } = gateway('undici');
const { z } = gateway('zod');
const Fastify = gateway('fastify');
const { callTRPCProcedure, initTRPC } = gateway('@trpc/server');

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
const HEADERS = [
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

const upstream = new URL(process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4010');
const pool = new Pool(upstream.origin);
const upstreamHeaders = { accept: 'application/json', authorization: `Bearer ${process.env.UPSTREAM_TOKEN}` };

async function clientsList() {
  const { statusCode, body } = await pool.request({
    method: 'GET',
    path: '/clients',
    headers: upstreamHeaders,
  });
  const text = await body.text();
  if (statusCode !== 200) throw new Error(`the upstream answered ${statusCode}`);
  return { clients: ClientsResponseSchema.parse(JSON.parse(text)).clients, updatePlugin: false };
}

const batchAnswer = (data) => JSON.stringify([{ result: { data } }]);

function layerAnswer(layer) {
  if (layer === 'http' || layer === 'fastify') return async () => batchAnswer(await clientsList());
  if (layer !== 'trpc') throw new Error(`LAYER must be http, fastify or trpc (got ${layer})`);
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
        for (const [name, value] of HEADERS) res.setHeader(name, value);
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
  const app = Fastify({ logger: false });
  app.get('/trpc/:path', async (_req, reply) => {
    for (const [name, value] of HEADERS) reply.header(name, value);
    return answer();
  });
  await app.listen({ port, host: '127.0.0.1' });
  ready(app.server.address());
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}
