/**
 * User enumeration through timing: how long the account calls take for known
 * and unknown accounts. Prints medians and the 90th percentile per case; the
 * pairs should match within noise. Run: npx tsx bench/auth-timing.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { CAPTCHA_TEST_ANSWER_HEADER } from '../apps/server/src/modules/captcha/captcha.routes';

const ROUNDS = Number(process.env.ROUNDS ?? 40);

const database = await openDatabase({});
await runMigrations(database);
const dataDir = mkdtempSync(path.join(tmpdir(), 'nzbkino-bench-'));
const app = await buildApp(
  testConfig({
    dataDir,
    webDist: '/nonexistent',
    security: { captchaTestMode: true, registrationsPerHour: 100_000, resetRequestsPerHour: 100_000 },
  }),
  { database },
);
await app.ready();
// One account per round: a repeated identifier would soon be answered by the lockout instead.
for (let i = 0; i < ROUNDS; i++) {
  await app.services.users.createAccount({
    username: `bekannt${i}`,
    email: `bekannt${i}@example.org`,
    password: 'Bench-Pass-1',
  });
}

let address = 0;
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function captcha(remoteAddress: string) {
  const res = await app.inject({ url: '/api/auth/captcha', remoteAddress });
  return { captchaId: res.json().id as string, captcha: String(res.headers[CAPTCHA_TEST_ANSWER_HEADER]) };
}

type Case = (i: number) => Promise<{ url: string; payload: object; remoteAddress: string }>;

const cases: Record<string, Case> = {
  'login, existing account, wrong password': async (i) => ({
    url: '/api/auth/login',
    payload: { identifier: `bekannt${i}`, password: 'Falsch-Pass-1' },
    remoteAddress: nextAddress(),
  }),
  'login, unknown account': async (i) => ({
    url: '/api/auth/login',
    payload: { identifier: `unbekannt${i}`, password: 'Falsch-Pass-1' },
    remoteAddress: nextAddress(),
  }),
  'forgot password, known address': async (i) => ({
    url: '/api/auth/forgot-password',
    payload: { email: `bekannt${i}@example.org` },
    remoteAddress: nextAddress(),
  }),
  'forgot password, unknown address': async (i) => ({
    url: '/api/auth/forgot-password',
    payload: { email: `unbekannt${i}@example.org` },
    remoteAddress: nextAddress(),
  }),
  'sign-up, e-mail taken': async (i) => {
    const remoteAddress = nextAddress();
    return {
      url: '/api/auth/register',
      payload: {
        username: `taken${i}`,
        email: `bekannt${i}@example.org`,
        password: 'Bench-Pass-1',
        ...(await captcha(remoteAddress)),
      },
      remoteAddress,
    };
  },
  'sign-up, e-mail new': async (i) => {
    const remoteAddress = nextAddress();
    return {
      url: '/api/auth/register',
      payload: {
        username: `neu${i}`,
        email: `neu${i}@example.org`,
        password: 'Bench-Pass-1',
        ...(await captcha(remoteAddress)),
      },
      remoteAddress,
    };
  },
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

console.log(`${ROUNDS} requests per case, in shuffled rounds, in-process (app.inject), PGlite`);
const timings: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
for (let i = 0; i < ROUNDS; i++) {
  // Shuffled each round: background work (mails) of one case must not always land on the same next case.
  const order = Object.entries(cases).sort(() => Math.random() - 0.5);
  for (const [name, make] of order) {
    const request = await make(i);
    const started = process.hrtime.bigint();
    const res = await app.inject({ method: 'POST', ...request });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.statusCode >= 500) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    if (i > 0) timings[name]!.push(ms); // the first round warms up
  }
}
for (const [name, values] of Object.entries(timings)) {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(42)} median ${quantile(sorted, 0.5).toFixed(1).padStart(6)} ms   p90 ${quantile(sorted, 0.9).toFixed(1).padStart(6)} ms`,
  );
}
await app.services.mail.idle();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
