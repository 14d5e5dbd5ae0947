import type { AddressInfo, Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';

export interface FakeUpstream {
  app: FastifyInstance;
  url: string;
  /** The upstream's side of each connection opened to it; clear it to watch the next ones. */
  connections: Set<Socket>;
  /** Resolves once every connection in `connections` is closed. */
  connectionsClosed(): Promise<void>;
  close(): Promise<void>;
}

/** A tiny Fastify on a free port acting as the upstream; `setup` declares its routes. */
export async function startFakeUpstream(setup: (app: FastifyInstance) => void): Promise<FakeUpstream> {
  // Connections kept alive far longer than any test runs: a test that sees one end knows its
  // client ended it (a close), not the server's keep-alive running out.
  const app = Fastify({ logger: false, forceCloseConnections: true, keepAliveTimeout: 10 * 60_000 });
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => connections.add(socket));
  setup(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const connectionsClosed = async () => {
    await Promise.all(
      [...connections].map(
        (socket) =>
          new Promise((resolve) => (socket.destroyed ? resolve(null) : socket.once('close', resolve))),
      ),
    );
  };
  return { app, url: `http://127.0.0.1:${port}`, connections, connectionsClosed, close: () => app.close() };
}
