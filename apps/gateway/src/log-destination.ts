import { hostname } from 'node:os';
import pino from 'pino';

/**
 * Log bytes kept in memory while nobody reads the gateway's output (a pipe whose reader stalled):
 * past this, new lines are dropped instead of growing the heap without end.
 */
export const MAX_UNWRITTEN_LOG_BYTES = 8 * 1024 * 1024;

/**
 * How many of the log stream's 100 ms back-offs may pass with the event loop stopped before the
 * unwritten lines are given up. The loop is stopped only in the synchronous flush at exit: there,
 * a full pipe delays the exit by about two seconds instead of holding it forever.
 */
export const EXIT_FLUSH_RETRIES = 20;

/**
 * The line that says how many were lost, once the output is read again: one of pino's lines at
 * warn, with the process and host every other line carries.
 */
export function droppedLinesNotice(dropped: number, now: number): string {
  const line = {
    level: 40,
    time: now,
    pid: process.pid,
    hostname: hostname(),
    dropped,
    msg: 'log lines dropped while the output was not read',
  };
  return `${JSON.stringify(line)}\n`;
}

/**
 * The gateway's log output: pino's asynchronous destination, as pino makes by default, with two
 * bounds it lacks, and a count of the lines the second one drops. A reader that stopped reading
 * (a full pipe) made pino's flush at exit retry forever, so the process never exited, and a second
 * SIGTERM found its handlers blocked; and the lines waiting for the reader had no limit. While the
 * event loop runs, a full pipe is retried as pino does; at exit, the lines left are given up after
 * EXIT_FLUSH_RETRIES back-offs and the process exits with the status it was given.
 *
 * `fd` defaults to stdout's, read through `process.stdout`: that is what makes Node switch a pipe
 * or socket to non-blocking, so that a full one answers EAGAIN (retried, then given up) instead of
 * blocking the write, and the process, for good. A terminal stays blocking, as Node keeps it.
 */
export function logDestination(fd: number = process.stdout.fd): ReturnType<typeof pino.destination> {
  let loopTurned = true;
  let stuck = 0;
  const noteTurn = () => {
    loopTurned = true;
  };
  // Ahead of pino's own flush at exit (registered when the destination is made), when no other
  // pino destination came first: a flush that gives up here ends the stream quietly, and pino's
  // then finds nothing to do. Otherwise pino's gives up the same way, with a stack trace on stderr.
  let destination: ReturnType<typeof pino.destination> | undefined;
  process.once('exit', () => {
    try {
      destination?.flushSync();
    } catch {
      destination?.destroy();
    }
  });
  destination = pino.destination({
    dest: fd,
    sync: false,
    maxLength: MAX_UNWRITTEN_LOG_BYTES,
    retryEAGAIN: () => {
      stuck = loopTurned ? 0 : stuck + 1;
      if (loopTurned) {
        loopTurned = false;
        setImmediate(noteTurn).unref();
      }
      return stuck < EXIT_FLUSH_RETRIES;
    },
  });
  // A line that would take the unwritten bytes past MAX_UNWRITTEN_LOG_BYTES is dropped. sonic-boom
  // says 'drain' once every waiting byte is written (never from the flush at exit): the reader has
  // caught up, and the log says how many were lost. `destination` is set by then (for TypeScript).
  let dropped = 0;
  destination.on('drop', () => {
    dropped += 1;
  });
  destination.on('drain', () => {
    if (dropped === 0 || destination === undefined) return;
    const notice = droppedLinesNotice(dropped, Date.now());
    dropped = 0;
    destination.write(notice);
  });
  return destination;
}
