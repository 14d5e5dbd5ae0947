import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';

export const REDIS_SERVER_MISSING =
  'redis-server was not found: install the Debian package redis-server (apt-get install redis-server; .ci/run does it on a clean machine)';

export interface RedisServer {
  port: number;
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit; safe to call twice. */
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the OS picks it; it is free again once this returns). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port from the probe');
  return address.port;
}

/**
 * A real redis-server on `port` (default: a free one), in memory only (no RDB snapshot, no AOF),
 * bound to loopback. Resolves once it accepts connections. A machine without redis-server fails
 * the test with REDIS_SERVER_MISSING: the shared limit is never "proven" by a skipped test.
 */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const child = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/i.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(REDIS_SERVER_MISSING) : error),
    );
    child.once('exit', (code) =>
      reject(new Error(`redis-server exited with ${code} before it was ready:\n${output}`)),
    );
  });
  return { port: chosen, url: `redis://127.0.0.1:${chosen}`, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** A TCP server that accepts connections and never answers: a Redis that hangs. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port for the silent server');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
