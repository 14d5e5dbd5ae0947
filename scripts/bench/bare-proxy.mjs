// The floor of any Node gateway, for the gateway bench: a bare node:http pass-through (no
// framework, no cookies, no parse, no contract), run as its own process so its CPU per call is
// read like the gateway's. What the gateway adds above this is the framework and the contract;
// what this costs above the upstream's own call is Node serving one HTTP request and making one.
// Run: UPSTREAM_URL=http://127.0.0.1:4010 PORT=0 node scripts/bench/bare-proxy.mjs
import { Agent, createServer, request } from 'node:http';

const upstream = new URL(process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4010');
const agent = new Agent({ keepAlive: true });

const server = createServer((req, res) => {
  const out = request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { authorization: req.headers.authorization ?? '', accept: 'application/json' },
      agent,
    },
    (reply) => {
      const body = [];
      reply.on('data', (chunk) => body.push(chunk));
      reply.on('end', () => {
        res.writeHead(reply.statusCode ?? 502, { 'content-type': 'application/json' });
        res.end(Buffer.concat(body));
      });
    },
  );
  out.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  out.end();
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`bare proxy listening on http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
