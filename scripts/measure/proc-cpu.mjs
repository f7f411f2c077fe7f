// CPU time of a process and its descendants, read from /proc (Linux), so no dependency is needed.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** utime, stime and parent of every process; the command name may contain spaces and parentheses. */
function readStats() {
  const stats = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const raw = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return stats;
}

/** CPU milliseconds used so far by `pid` and every process below it (tsx runs the core in a child). */
export function treeCpuMs(pid) {
  const stats = readStats();
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, s] of stats) {
      if (tree.has(p) || !tree.has(s.ppid)) continue;
      tree.add(p);
      grew = true;
    }
  }
  let ticks = 0;
  for (const p of tree) ticks += stats.get(p)?.ticks ?? 0;
  return (ticks * 1000) / ticksPerSecond;
}

/** Busy CPU milliseconds of the whole machine so far (all cores): tells how much else was running. */
export function machineBusyMs() {
  const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = f[3] + f[4];
  return ((f.slice(0, 8).reduce((a, b) => a + b, 0) - idle) * 1000) / ticksPerSecond;
}
