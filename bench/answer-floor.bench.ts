/**
 * The floor under the Newznab figures: what this machine spends to send an
 * answer of a Newznab page's size and nothing else. A bare Fastify server (no
 * database, no key, no writing) answers fixed bytes of 1.3 KB (caps), 92.5 KB
 * (100 plain items) and 186 KB (100 items with attributes) to the same load
 * generator as bench/newznab.bench.ts (16 keep-alive connections, its own
 * process). What a Newznab shape costs beyond this floor is the API's own work.
 *
 *   npx tsx bench/answer-floor.bench.ts            options: --connections 16 --duration 6 --warmup 1 --runs 3
 *
 * Prints per size the median run's answers/s (with the spread), p95, and the
 * CPU per answer of the server and of the load generator.
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { runLoad, type LoadResult } from './load-runner';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '6' },
    warmup: { type: 'string', default: '1' },
    runs: { type: 'string', default: '3' },
  },
});

/** Answer sizes of bench/newznab.bench.ts's shapes (its "KB" column), in bytes. */
const SIZES = [
  { label: 't=caps', bytes: 1_300 },
  { label: '100 Items', bytes: 92_500 },
  { label: '100 Items mit Attributen', bytes: 186_000 },
];

const app = Fastify();
const bodies = SIZES.map(({ bytes }) => Buffer.alloc(bytes, 'x'));
app.get<{ Params: { n: string } }>('/answer/:n', async (request, reply) =>
  reply.type('application/rss+xml; charset=utf-8').send(bodies[Number(request.params.n)]),
);
const origin = await app.listen({ host: '127.0.0.1', port: 0 });

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits });

console.log(
  `Boden der Newznab-Antworten: feste Antworten ohne Datenbank, ${args.connections} Verbindungen, ` +
    `${args.runs} Läufe à ${args.duration} s\n`,
);
console.log(
  '| Antwort | KB | Antworten/s (Median) | Spanne | p95 ms | Server-CPU ms/Antwort | Lastgenerator-CPU ms/Antwort |',
);
console.log('|---|---|---|---|---|---|---|');
for (const [n, { label, bytes }] of SIZES.entries()) {
  const runs: LoadResult[] = [];
  for (let i = 0; i < Number(args.runs); i++)
    runs.push(
      await runLoad({
        origin,
        connections: Number(args.connections),
        durationMs: Number(args.duration) * 1000,
        warmupMs: Number(args.warmup) * 1000,
        paths: [`/answer/${n}`],
      }),
    );
  runs.sort((a, b) => a.rps - b.rps);
  const median = runs[runs.length >> 1]!;
  console.log(
    `| ${label} | ${fmt(bytes / 1000, 1)} | ${fmt(median.rps)} | ${fmt(runs[0]!.rps)}–${fmt(runs.at(-1)!.rps)} | ` +
      `${fmt(median.p95, 1)} | ${fmt(median.cpuMs / median.requests, 3)} | ${fmt(median.clientCpuMs / median.requests, 3)} |`,
  );
}
await app.close();
