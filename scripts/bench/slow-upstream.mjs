// A realistic upstream for the gateway bench: a pass-through HTTP proxy that answers every call
// after a fixed latency, so the direct call, the bare proxy's and the gateway's all pay what a
// real backend over a network would, and the ratios show the gateway's share of a real call. Its
// own process (never inside the load generator, whose event loop would cap the direct baseline).
// Run: UPSTREAM_URL=http://127.0.0.1:4010 LATENCY_MS=20 node scripts/bench/slow-upstream.mjs
import { Agent, createServer, request } from 'node:http';

const upstream = new URL(process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4010');
const latencyMs = Number(process.env.LATENCY_MS ?? 20);
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (reply) => {
        const body = [];
        reply.on('data', (chunk) => body.push(chunk));
        reply.on('end', () => {
          setTimeout(() => {
            const { connection: _c, 'transfer-encoding': _t, ...headers } = reply.headers;
            res.writeHead(reply.statusCode ?? 502, headers);
            res.end(Buffer.concat(body));
          }, latencyMs);
        });
      },
    );
    out.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    out.end(Buffer.concat(chunks));
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`slow upstream listening on http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => {
  agent.destroy();
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
