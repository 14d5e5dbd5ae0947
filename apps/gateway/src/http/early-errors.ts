import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';

type HeaderList = ReadonlyArray<readonly [string, string]>;

const bodyOf = (status: number, code: string): string =>
  JSON.stringify({ error: STATUS_CODES[status] ?? 'Error', code, statusCode: status });

/** What Node's parser refused, as Fastify's own handler words it (408, 431, else 400). */
const statusOfClientError = (error: ConnectionError): number =>
  error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;

/**
 * A whole HTTP/1.1 answer as text, for a socket no reply object stands for: `headers` (the
 * security headers) and `extra`, a JSON body with its length, and the connection closed after it.
 */
export function rawAnswer(headers: HeaderList, status: number, body: string, extra: HeaderList = []): string {
  const lines = [...headers, ...extra].map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Connection: close\r\n\r\n${body}`
  );
}

/**
 * Whether the refused request was a HEAD, whose answer must have no body (RFC 9110 9.3.2): a client
 * reads the bytes of one as garbage after the answer (Node's: HPE_CLOSED_CONNECTION, found by
 * `pnpm fuzz` on headers too large). Read from the start of the packet Node was parsing, which on
 * a request whose headers came in several packets may not hold the request line: then a body.
 */
function isHeadRequest(error: ConnectionError): boolean {
  // A Buffer at run time, whatever Fastify's type says.
  const packet: unknown = error.rawPacket;
  return Buffer.isBuffer(packet) && packet.subarray(0, 5).toString('latin1') === 'HEAD ';
}

/**
 * Fastify answers a few requests before any hook runs, so the security headers the onRequest hook
 * adds (./security-headers.ts) would be missing from them: a path it cannot decode or a path
 * parameter over maxParamLength (`frameworkErrors`), and a request Node's parser refuses, malformed,
 * with headers too large, or too slow (`clientErrorHandler`, written straight to the socket).
 * These handlers answer as Fastify would, with the same headers as every other response
 * (OWASP ASVS 5.0 3.4.3, 3.4.4, 3.4.6: every response) and without echoing the refused path.
 */
export function earlyErrorOptions(
  headers: HeaderList,
): Required<Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>> {
  return {
    frameworkErrors(error: FastifyError, _req: unknown, reply: FastifyReply) {
      const status = error.statusCode ?? 400;
      for (const [name, value] of headers) reply.header(name, value);
      reply.code(status).type('application/json; charset=utf-8').send(bodyOf(status, error.code));
    },
    clientErrorHandler(error: ConnectionError, socket: Socket) {
      // A reset connection has nobody left to answer (Node's and Fastify's behaviour).
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = statusOfClientError(error);
      const body = bodyOf(status, error.code ?? 'CLIENT_ERROR');
      if (socket.writable) {
        const answer = rawAnswer(headers, status, body);
        socket.write(isHeadRequest(error) ? answer.slice(0, -body.length) : answer);
      }
      socket.destroy(error);
    },
  };
}
