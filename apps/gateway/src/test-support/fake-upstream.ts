import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';

export interface FakeUpstream {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** A tiny Fastify on a free port acting as the upstream; `setup` declares its routes. */
export async function startFakeUpstream(setup: (app: FastifyInstance) => void): Promise<FakeUpstream> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  setup(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
