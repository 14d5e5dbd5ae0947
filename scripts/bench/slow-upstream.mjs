// A realistic upstream for the gateway bench: a pass-through HTTP proxy that answers every call
// after a fixed latency, so the direct call and the gateway's call both pay what a real backend
// over a network would, and the ratio shows the gateway's share of a real call.
import { Agent, createServer, request } from 'node:http';

/** Starts the proxy on a free port in front of `target` (http://host:port); resolves its URL. */
export function startSlowUpstream(target, latencyMs) {
  const upstream = new URL(target);
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
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
