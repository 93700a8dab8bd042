import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: 100 on every Linux Node runs on (getconf CLK_TCK). */
const TICK_MS = 10;

/**
 * CPU time (user + system, ms) used so far by every process of a process group — a server started by
 * startProcess (its own group: the tsx wrapper, the cluster primary, its processes and all their threads, save
 * and processing workers included). Read from /proc, so Linux only; null elsewhere. A figure of CPU rather than
 * wall time holds on a machine other engineers load: it counts only the server's own work. Granularity is the
 * kernel's clock tick (10 ms).
 */
export function groupCpuMs(group: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Gone meanwhile.
    }
    // The command name (field 2) may hold spaces: fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state(3) ppid(4) pgrp(5) … utime(14) stime(15), so pgrp is [2], utime [11], stime [12].
    if (Number(fields[2]) !== group) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}
