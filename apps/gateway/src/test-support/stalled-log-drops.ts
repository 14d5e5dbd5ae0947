// Run by log-destination.test.ts in a process of its own: logs in one go far more than the
// destination keeps in memory (MAX_UNWRITTEN_LOG_BYTES), so lines are dropped while the pipe is
// full, then waits while the test reads its stdout.
import { logDestination, MAX_UNWRITTEN_LOG_BYTES } from '../log-destination';

const destination = logDestination();
const line = `${JSON.stringify({ level: 30, msg: 'request completed', pad: 'x'.repeat(1_000) })}\n`;
const lines = Math.ceil((1.5 * MAX_UNWRITTEN_LOG_BYTES) / line.length);
// One synchronous loop: no write can finish before it ends, so the last third is dropped.
for (let i = 0; i < lines; i++) destination.write(line);
process.stderr.write(`wrote ${lines}\n`);
setTimeout(() => process.exit(0), 60_000);
