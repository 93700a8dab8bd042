import os from 'node:os';

/*
 * A save worker's JSON work is CPU-bound for a few hundred milliseconds; the event loop's requests (another
 * user's whoami, a list) need the CPU for a millisecond at a time. On a machine with fewer free cores than busy
 * threads the scheduler shares the CPU out evenly, and a request waited behind a save for ~100 ms. On Linux a
 * thread's nice value is its own (setpriority with who = 0 names the calling thread under NPTL), so a save
 * worker lowers its own priority and the event loop of the same process (and the other server processes) wins
 * the CPU whenever it has something to do; the save still gets every cycle nobody else wants.
 */

/** Lowers the calling thread's priority by `niceness` (Linux only: elsewhere it is the whole process's). */
export function lowerThreadPriority(niceness: number): boolean {
  if (process.platform !== 'linux' || niceness <= 0) return false;
  try {
    os.setPriority(Math.min(19, os.getPriority() + niceness));
    return true;
  } catch {
    // Not permitted (a seccomp profile, say): the save still runs, at the normal priority.
    return false;
  }
}

/** The nice value of each thread of this process, by thread id (Linux; empty elsewhere). For tests and benches. */
export async function threadNiceValues(): Promise<Map<number, number>> {
  const { readdir, readFile } = await import('node:fs/promises');
  const values = new Map<number, number>();
  if (process.platform !== 'linux') return values;
  for (const tid of await readdir('/proc/self/task')) {
    try {
      const stat = await readFile(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name's closing parenthesis: state(3) … nice(19), so nice is [16].
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      values.set(Number(tid), Number(fields[16]));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return values;
}
