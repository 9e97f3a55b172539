/**
 * First start of the demo (`npm start` on a fresh data folder): how long until
 * the site answers (GET / and /api/health) and until the demo data is complete
 * (`demoSeed: done`). Runs the BUILT server (`npm run build` first) several
 * times, each on a new empty data folder, and prints median and range.
 *
 *   npx tsx bench/first-start.bench.ts [runs]     # default 5
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 5);

async function health(origin: string): Promise<{ demoSeed: string } | null> {
  try {
    const res = await fetch(`${origin}/api/health`);
    const page = await fetch(`${origin}/`);
    return res.ok && page.ok ? ((await res.json()) as { demoSeed: string }) : null;
  } catch {
    return null;
  }
}

async function once(port: number): Promise<{ answers: number; complete: number; progressLines: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nzbkino-first-start-'));
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js'), '--demo'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  let answers = 0;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server ended:\n${output}`);
      const state = await health(origin);
      if (state && !answers) answers = performance.now() - started;
      if (state?.demoSeed === 'done') break;
      if (state?.demoSeed === 'failed') throw new Error(`seeding failed:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const complete = performance.now() - started;
    const progressLines = output
      .split('\n')
      .filter((line) => /Demo-(Bilder|Releases): \d+\//.test(line)).length;
    return { answers, complete, progressLines };
  } finally {
    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await ended;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(1);

const results = [];
for (let i = 0; i < runs; i += 1) {
  const result = await once(3900 + i);
  results.push(result);
  console.log(
    `run ${i + 1}: answers after ${seconds(result.answers)} s, demo data complete after ${seconds(result.complete)} s (${result.progressLines} progress lines)`,
  );
}
for (const key of ['answers', 'complete'] as const) {
  const values = results.map((r) => r[key]);
  console.log(
    `${key === 'answers' ? 'site answers' : 'demo data complete'}: median ${seconds(median(values))} s (${seconds(Math.min(...values))}–${seconds(Math.max(...values))} s over ${runs} runs)`,
  );
}
