// `npm test`: every check CI runs, stopping at the first failed stage.
// The PostgreSQL pass runs when TEST_DATABASE_URL is set (CI sets it).
// A stage is a set of lanes that run side by side; a lane is steps in order.
// Lanes that share a stage mostly wait on different things (one core each, a
// browser, PostgreSQL), so the whole run stays within 15 minutes on 2 cores.
// Output of a stage with several lanes is printed per step as it finishes.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const step = (name, command, args, env) => ({ name, command, args, env });

const pgUrl = process.env.TEST_DATABASE_URL;
// A stage that runs alone gets a test worker per core. Vitest's default keeps one core
// free (one worker on 2 cores), but these tests wait on child processes, files and
// PGlite's start often enough that two workers on 2 cores took the unit stage from
// 166 to 100 s and the PGlite pass from 257 to 194 s. The PostgreSQL pass shares its
// stage with the browser journeys and keeps the default.
const everyCore = `--maxWorkers=${availableParallelism()}`;
const browserLane = [
  step('build', 'npm', ['run', 'build']),
  step('browser journeys (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e']),
];
const stages = [
  [
    [step('lint', 'npm', ['run', 'lint'])],
    [step('type-check', 'npm', ['run', 'typecheck'])],
    // The web app's API types must match what the server generates now (packages/api-types).
    [step('API contract up to date', 'npm', ['run', 'api:check'])],
  ],
  [
    [
      step('unit and component tests', 'npx', [
        'vitest',
        'run',
        '--project',
        'unit',
        '--project',
        'web',
        everyCore,
      ]),
    ],
  ],
  [
    [
      step('integration tests on PGlite', 'npx', ['vitest', 'run', '--project', 'integration', everyCore], {
        TEST_DATABASE_URL: '',
      }),
    ],
  ],
  pgUrl
    ? [
        [
          step('integration tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'integration'], {
            TEST_DATABASE_URL: pgUrl,
          }),
        ],
        browserLane,
      ]
    : [browserLane],
];
if (!pgUrl)
  console.log('\n(TEST_DATABASE_URL ist nicht gesetzt: der PostgreSQL-Durchlauf wird übersprungen.)');

/** Runs one step; alone it streams its output, beside others it prints its output when done. */
function run({ name, command, args, env }, alone) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    if (alone) console.log(`\n━━ ${name} ━━`);
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      if (!alone) console.log(`\n━━ ${name} ━━\n${output.trimEnd()}`);
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (code === 0) console.log(`✓ ${name} (${seconds} s)`);
      else console.error(`\n✗ ${name} fehlgeschlagen (Exit-Code ${code ?? signal}).`);
      resolve(code === 0 ? 0 : code || 1);
    });
  });
}

async function runLane(lane, alone) {
  for (const s of lane) {
    const code = await run(s, alone);
    if (code !== 0) return code;
  }
  return 0;
}

const started = Date.now();
for (const stage of stages) {
  const codes = await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\nAlle Prüfungen bestanden in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
