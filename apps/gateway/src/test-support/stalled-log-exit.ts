// Run by log-destination.test.ts in a process of its own, its stdout a pipe the test never reads:
// logs far more than the pipe holds, then exits, so the flush at exit meets a full pipe.
import { logDestination } from '../log-destination';

const destination = logDestination();
const line = `${JSON.stringify({ level: 20, msg: 'request completed', pad: 'x'.repeat(1_000) })}\n`;
// About 2 MB: more than any pipe or socket buffer, less than the 8 MiB kept in memory.
for (let i = 0; i < 2_000; i++) destination.write(line);
setTimeout(() => process.exit(0), 300);
