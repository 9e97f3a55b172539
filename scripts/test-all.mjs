// `npm test`: every check CI runs, in order, stopping at the first failure.
// The PostgreSQL pass runs when TEST_DATABASE_URL is set (CI sets it).
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['type-check', 'npm', ['run', 'typecheck']],
  // The web app's API types must match what the server generates now (packages/api-types).
  ['API contract up to date', 'npm', ['run', 'api:check']],
  ['unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']],
  [
    'integration tests on PGlite',
    'npx',
    ['vitest', 'run', '--project', 'integration'],
    { TEST_DATABASE_URL: '' },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'integration tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'integration'],
    { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  ]);
} else {
  console.log('\n(TEST_DATABASE_URL ist nicht gesetzt: der PostgreSQL-Durchlauf wird übersprungen.)');
}
steps.push(['build', 'npm', ['run', 'build']]);
steps.push(['browser journeys (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e']]);

const started = Date.now();
for (const [name, command, args, env] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} fehlgeschlagen (Exit-Code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAlle Prüfungen bestanden in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
