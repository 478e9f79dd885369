// CPU time of the processes that answer the benchmark's requests: the API and, on PostgreSQL, the postmaster
// and every one of its children (backends, background writers). Latency on a shared 2-core machine follows the
// load; the CPU a request costs does not, so each row of the table carries it beside the latency.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * utime + stime + cutime + cstime (fields 14-17 of /proc/<pid>/stat: the process and its ended children) and
 * the parent pid, or undefined when gone.
 */
function readStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: split after its closing one.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    return { ppid: Number(fields[1]), ticks };
  } catch {
    return undefined;
  }
}

/** The given pids and, for each of `parents`, its direct children (the postmaster's backends). */
function watchedPids(pids, parents) {
  const set = new Set(pids.filter(Boolean));
  if (parents.length === 0) return set;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat && parents.includes(stat.ppid)) set.add(Number(entry));
  }
  return set;
}

/**
 * A snapshot of CPU ticks per process. `cpuSince(before)` gives the CPU milliseconds spent since: a backend
 * that started in between counts from zero, and one that ended moved its whole time into the postmaster's
 * children time (cutime), so the difference of the sums is what was spent in between.
 */
export function cpuSnapshot({ apiPid, postmasterPid }) {
  const parents = postmasterPid ? [postmasterPid] : [];
  const ticks = new Map();
  for (const pid of watchedPids([apiPid, postmasterPid], parents)) {
    const stat = readStat(pid);
    if (stat) ticks.set(pid, stat.ticks);
  }
  return { apiPid, postmasterPid, ticks };
}

/** CPU milliseconds the watched processes spent since `before`. */
export function cpuSince(before) {
  const after = cpuSnapshot(before);
  const sum = (snapshot) => [...snapshot.ticks.values()].reduce((total, value) => total + value, 0);
  return ((sum(after) - sum(before)) * 1000) / ticksPerSecond;
}
