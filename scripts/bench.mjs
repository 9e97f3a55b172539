// `npm run bench`: runs every benchmark under bench/ that needs no prepared data
// set and prints its figures. The API load benchmark needs `npm run bench:data`
// first and runs on its own (see README, Performance).
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const only = process.argv.slice(2);
const benches = readdirSync(new URL('../bench/', import.meta.url))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)));
for (const file of benches) {
  console.log(`\n━━ ${file} ━━`);
  // The server runs inside the bench process: with the young generation production starts with.
  const env = {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim(),
  };
  const result = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit', env });
  if (result.status !== 0) process.exitCode = 1;
}
