// Run by log-destination.test.ts in a process of its own: logs far more than a pipe holds into
// FIFO_PATH (which nobody reads), then exits, so pino's flush at exit meets a full pipe.
import { constants, openSync } from 'node:fs';
import { logDestination } from '../log-destination';

const fifo = process.env.FIFO_PATH;
if (fifo === undefined) throw new Error('FIFO_PATH is not set');
// Read-write, so the open does not wait for a reader; non-blocking, as Node's stdio pipes are.
const destination = logDestination(openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK));
const line = `${JSON.stringify({ level: 20, msg: 'request completed', pad: 'x'.repeat(200) })}\n`;
for (let i = 0; i < 2_000; i++) destination.write(line);
setTimeout(() => process.exit(0), 300);
