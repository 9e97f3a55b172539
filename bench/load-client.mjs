// A small closed-loop HTTP load generator, run as its own process by api-load.ts
// so that the load never competes with the server inside one event loop.
// `connections` keep-alive sockets each send one request at a time, for
// `durationMs` after a warm-up; latency is measured per request.
// Input: one JSON argument { origin, paths, connections, durationMs, warmupMs, headers },
// or { …, requests: [{ method, path, headers }] } in place of paths for other methods and per-request headers.
// The JSON may come on stdin instead (large request lists exceed the argument size limit).
// `{random}` in a path becomes a new random value on every request (cache busting).
// Output: one JSON line on stdout (with the generator's own CPU time while measuring).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { randomBytes } from 'node:crypto';

const {
  origin,
  paths,
  requests,
  connections,
  durationMs,
  warmupMs,
  headers = {},
} = JSON.parse(process.argv[2] ?? readFileSync(0, 'utf8'));
const targets = requests ?? paths.map((path) => ({ path }));
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
const { hostname, port } = new URL(origin);

function request({ method = 'GET', path, headers: own = {} }) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const options = { hostname, port, path, method, agent, headers: { ...headers, ...own } };
    const req = http.request(options, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          bytes,
          encoding: res.headers['content-encoding'] ?? 'identity',
        }),
      );
    });
    req.on('error', () =>
      resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6, bytes: 0, encoding: 'none' }),
    );
    req.end();
  });
}

async function run(ms, record) {
  const stopAt = Date.now() + ms;
  let next = 0;
  const loop = async () => {
    while (Date.now() < stopAt) {
      const target = targets[next++ % targets.length];
      const path = target.path.replace('{random}', () => randomBytes(6).toString('hex'));
      const result = await request({ ...target, path });
      if (record) record(result);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
}

await run(warmupMs, null);
const cpuAtStart = process.cpuUsage();
const latencies = [];
const statuses = {};
const encodings = {};
let bytes = 0;
const started = Date.now();
await run(durationMs, (r) => {
  latencies.push(r.ms);
  statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  encodings[r.encoding] = (encodings[r.encoding] ?? 0) + 1;
  bytes += r.bytes;
});
const elapsed = (Date.now() - started) / 1000;
const cpu = process.cpuUsage(cpuAtStart);
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
process.stdout.write(
  JSON.stringify({
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: latencies[latencies.length - 1] ?? 0,
    statuses,
    avgBytes: latencies.length ? bytes / latencies.length : 0,
    encodings,
    // This process's own CPU while measuring: the load generator shares the machine with the server.
    clientCpuMs: (cpu.user + cpu.system) / 1000,
  }) + '\n',
);
agent.destroy();
