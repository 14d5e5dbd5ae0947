import { connect } from 'node:net';

/**
 * Writes `text` to the gateway's socket as it is (no client library to fix it up) and reads the
 * whole answer until the server closes. `halfClose` ends the writing side too, for requests the
 * server must read to their end before it answers.
 */
export function rawExchange(port: number, text: string, opts: { halfClose?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => (opts.halfClose ? socket.end(text) : socket.write(text)));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}
