/**
 * Runs bench/load-client.mjs as its own process (so the load never competes
 * with the server in one event loop) and returns its figures, with this
 * process's CPU time over the measured part (after the warm-up). Shared by
 * the load benchmarks (api-load, downloads, newznab).
 */
import { spawn } from 'node:child_process';
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
  /** CPU time of this process (the in-process server) while measuring, in ms. */
  cpuMs: number;
}

export interface LoadInput {
  origin: string;
  connections: number;
  durationMs: number;
  warmupMs: number;
  headers?: Record<string, string>;
  /** Paths requested in turn (GET), or requests with their own method and headers. */
  paths?: string[];
  requests?: { method?: string; path: string; headers?: Record<string, string> }[];
}

const client = fileURLToPath(new URL('./load-client.mjs', import.meta.url));

/** Awaited asynchronously: this process keeps serving while the child sends the load. */
export function runLoad(input: LoadInput): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [client], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(JSON.stringify(input));
    let cpuAtStart = process.cpuUsage();
    const warm = setTimeout(() => (cpuAtStart = process.cpuUsage()), input.warmupMs);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(warm);
      const cpu = process.cpuUsage(cpuAtStart);
      if (code !== 0) return reject(new Error(`load client: ${code}`));
      resolve({ ...(JSON.parse(out) as Omit<LoadResult, 'cpuMs'>), cpuMs: (cpu.user + cpu.system) / 1000 });
    });
  });
}
