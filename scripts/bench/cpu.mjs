// CPU time a process spent (user + system), from Linux's /proc/<pid>/stat: on a shared machine
// wall-clock throughput is mostly the neighbours' load, CPU time per call is the process's own.
import { readFileSync } from 'node:fs';

/** Clock ticks per second: 100 on every Linux Node runs on (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU `pid` has used so far, or null where /proc is missing. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name (which may hold spaces): utime is 14th, stime 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
