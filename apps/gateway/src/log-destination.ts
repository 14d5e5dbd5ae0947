import pino from 'pino';

/**
 * Log lines kept in memory while nobody reads the gateway's output (a pipe whose reader stalled):
 * past this, new lines are dropped instead of growing the heap without end.
 */
export const MAX_UNWRITTEN_LOG_BYTES = 8 * 1024 * 1024;

/**
 * How many of the log stream's 100 ms back-offs in a row may pass with the event loop stopped
 * before the unwritten lines are given up. The loop is stopped only in the synchronous flush at
 * exit: so a stalled reader delays the exit by about two seconds instead of holding it forever.
 */
export const EXIT_FLUSH_RETRIES = 20;

/**
 * The gateway's log output: pino's asynchronous destination on `fd` (stdout), as pino makes by
 * default, with two bounds it lacks. A reader that stops reading (a full pipe) made pino's flush at
 * exit retry forever, so the process never exited, and a second SIGTERM found its handlers
 * blocked; and the lines waiting for the reader had no limit. While the event loop runs, a full
 * pipe is retried as pino does; in the flush at exit, where the loop never turns again, the lines
 * left are dropped after EXIT_FLUSH_RETRIES back-offs and the process exits.
 */
export function logDestination(fd = 1): pino.DestinationStream {
  let loopTurned = true;
  let stuck = 0;
  const noteTurn = () => {
    loopTurned = true;
  };
  return pino.destination({
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
}
