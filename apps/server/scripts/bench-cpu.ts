// The CPU time each process on the machine spends per request during a bench run (docs/performance.md,
// "Benchmark"): the server (its process), PostgreSQL (every process named postgres on this machine — the bench's
// database is local) and the load generator (this process). On a machine whose speed moves from one minute to
// the next, what a request costs each process moves less than the requests a second do, and it says which
// process a change helped. Linux only (/proc); elsewhere nothing is measured.
import { readdirSync, readFileSync } from 'node:fs';

/** /proc's CPU times are in clock ticks of 1/100 s (USER_HZ on Linux) */
const TICKS_PER_SECOND = 100;

/** CPU seconds used so far by the server and the load generator, and by each PostgreSQL process */
export type CpuSeconds = { server: number; postgres: Map<string, number>; client: number };

/** utime + stime of a /proc/<pid>/stat line (fields 14 and 15; the name before them may hold spaces) */
function ticks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** seconds by process: a backend that ends takes its time with it, so readings are compared process by process */
function postgresSeconds(): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) seconds.set(pid, ticks(stat) / TICKS_PER_SECOND);
    } catch {
      // the process ended meanwhile
    }
  }
  return seconds;
}

export function cpuSeconds(serverPid: number | undefined): CpuSeconds | null {
  if (serverPid === undefined) return null;
  try {
    const server = ticks(readFileSync(`/proc/${serverPid}/stat`, 'utf8'));
    const { user, system } = process.cpuUsage();
    return {
      server: server / TICKS_PER_SECOND,
      postgres: postgresSeconds(),
      client: (user + system) / 1e6,
    };
  } catch {
    return null;
  }
}

/** microseconds of each per request between two readings */
export function perRequest(before: CpuSeconds | null, after: CpuSeconds | null, requests: number) {
  if (!before || !after || requests <= 0) return null;
  const us = (seconds: number) => (seconds * 1e6) / requests;
  let postgres = 0;
  for (const [pid, s] of after.postgres) postgres += s - (before.postgres.get(pid) ?? 0);
  return {
    server: us(after.server - before.server),
    postgres: us(postgres),
    client: us(after.client - before.client),
  };
}
