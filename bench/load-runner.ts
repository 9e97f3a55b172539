/**
 * Runs bench/load-client.mjs as its own process (so the load never competes
 * with the server in one event loop) and returns its figures, with this
 * process's CPU time over the measured part (after the warm-up). Shared by
 * the load benchmarks (api-load, downloads, newznab).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  avgBytes: number;
  encodings: Record<string, number>;
  /** CPU time of this process (the in-process server) and of `serverPids` while measuring, in ms. */
  cpuMs: number;
  /** The part of cpuMs spent in the kernel (system calls: sockets, files). */
  cpuSystemMs: number;
  /** CPU time of the load generator while measuring, in ms. */
  clientCpuMs: number;
  /** CPU time of PostgreSQL's processes on this machine while measuring, in ms (0 when none runs here). */
  postgresCpuMs: number;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (ms) of every PostgreSQL process on this machine so far, read from
 * /proc (Linux only; 0 elsewhere or when the database is not local), with the
 * time of the ones that ended: a backend whose connection the pool closed
 * (idle while requests share reads) takes its time along, and the sum went
 * down (negative figures for RSS sync); once reaped, that time is in the
 * postmaster's children's time (cutime, cstime).
 */
export function postgresCpuMs(): number {
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = procStat(pid);
    if (!stat?.name.startsWith('postgres')) continue;
    // utime, stime, cutime, cstime
    ticks += stat.fields[11]! + stat.fields[12]! + stat.fields[13]! + stat.fields[14]!;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** A process's name and the numeric fields after it in /proc/<pid>/stat; null once it is gone. */
function procStat(pid: number | string): { name: string; fields: number[] } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      fields: stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number),
    };
  } catch {
    return null;
  }
}

/** User and system CPU time (ms) of these processes so far, from /proc (0 for one that is gone). */
function processesCpuMs(pids: readonly number[]): { user: number; system: number } {
  let user = 0;
  let system = 0;
  for (const pid of pids) {
    const stat = procStat(pid);
    if (!stat) continue;
    user += (stat.fields[11]! * 1000) / TICKS_PER_SECOND;
    system += (stat.fields[12]! * 1000) / TICKS_PER_SECOND;
  }
  return { user, system };
}

/** This process's CPU time and that of `pids`, in ms. */
function serverCpuMs(pids: readonly number[]): { user: number; system: number } {
  const own = process.cpuUsage();
  const others = processesCpuMs(pids);
  return { user: own.user / 1000 + others.user, system: own.system / 1000 + others.system };
}

export interface LoadInput {
  origin: string;
  connections: number;
  durationMs: number;
  warmupMs: number;
  headers?: Record<string, string>;
  /** Server processes besides this one (SERVER_PROCESSES): their CPU time counts as the server's. */
  serverPids?: number[];
  /** Paths requested in turn (GET), or requests with their own method and headers. */
  paths?: string[];
  requests?: { method?: string; path: string; headers?: Record<string, string> }[];
}

const client = fileURLToPath(new URL('./load-client.mjs', import.meta.url));

/** Awaited asynchronously: this process keeps serving while the child sends the load. */
export function runLoad(input: LoadInput): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [client], { stdio: ['pipe', 'pipe', 'inherit'] });
    const { serverPids = [], ...load } = input;
    child.stdin.end(JSON.stringify(load));
    let cpuAtStart = serverCpuMs(serverPids);
    let postgresAtStart = postgresCpuMs();
    const warm = setTimeout(() => {
      cpuAtStart = serverCpuMs(serverPids);
      postgresAtStart = postgresCpuMs();
    }, input.warmupMs);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(warm);
      const cpuNow = serverCpuMs(serverPids);
      const cpu = { user: cpuNow.user - cpuAtStart.user, system: cpuNow.system - cpuAtStart.system };
      const postgres = postgresCpuMs() - postgresAtStart;
      if (code !== 0) return reject(new Error(`load client: ${code}`));
      resolve({
        ...(JSON.parse(out) as Omit<LoadResult, 'cpuMs' | 'cpuSystemMs' | 'postgresCpuMs'>),
        cpuMs: cpu.user + cpu.system,
        cpuSystemMs: cpu.system,
        postgresCpuMs: postgres,
      });
    });
  });
}
