import { execFile, spawn, type ExecFileOptions } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { generateNzb } from '../src/seed/nzb-factory';

export const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * Node's arguments for a server entry point (`src/cli.ts`, `src/main.ts`): its
 * file in this run's bundle (test/global-setup.ts), as `npm run cli` and
 * `npm run start:prod` run it.
 */
export function entryArgs(entry: string, args: string[]): string[] {
  const name = path.basename(entry).replace(/\.ts$/, '.js');
  return [path.join(inject('serverBundle'), name), ...args];
}

/** A server entry point (`src/cli.ts`, `src/main.ts`) as a long-running process. */
export interface RunningProcess {
  pid: number;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Whether it has ended. */
  ended: () => boolean;
  /** Sends SIGTERM and answers the exit code. */
  stop: () => Promise<number | null>;
}

export function startEntry(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  as: Pick<ExecFileOptions, 'uid' | 'gid'> = {},
): RunningProcess {
  const child = spawn(process.execPath, entryArgs(entry, args), {
    cwd: serverDir,
    env,
    ...as,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    pid: child.pid!,
    output: () => output,
    ended: () => child.exitCode !== null || child.signalCode !== null,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A server entry point (`src/cli.ts`, `src/main.ts`) run to its end: exit code and output. `as` runs it as another user. */
export async function runToEnd(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  as: Pick<ExecFileOptions, 'uid' | 'gid'> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const result = await promisify(execFile)(process.execPath, entryArgs(entry, args), {
    cwd: serverDir,
    env,
    maxBuffer: 10 * 1024 * 1024,
    ...as,
  }).then(
    (done) => ({ ...done, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => error,
  );
  return { code: result.code, stdout: result.stdout, stderr: result.stderr };
}

/** Polls `done` every 200 ms; throws after `timeoutMs`, naming `what` it waited for. */
export async function until(
  done: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const STARTED = /läuft auf (http:\/\/[\d.]+:\d+)/;

/**
 * The environment of a production start on the embedded database in `dataDir`,
 * on a free loopback port.
 */
export function productionEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: '0',
    ...extra,
  };
}

/** `src/main.ts` started and listening; `url` is where (its start-up line names the bound port). `as` runs it as another user. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  as: Pick<ExecFileOptions, 'uid' | 'gid'> = {},
): Promise<RunningProcess & { url: string }> {
  const server = startEntry('src/main.ts', [], env, as);
  await until(() => STARTED.test(server.output()) || server.ended(), 120_000, 'the start');
  const url = STARTED.exec(server.output())?.[1];
  if (!url) throw new Error(`no start:\n${server.output()}`);
  return { ...server, url };
}

/** Whether the output shows a server that got as far as listening. */
export const hasStarted = (output: string) => STARTED.test(output);

/** What `/api/stats` of a started server counts. */
export async function stats(url: string): Promise<{ releaseCount: number; userCount: number }> {
  return (await (await fetch(`${url}/api/stats`)).json()) as { releaseCount: number; userCount: number };
}

/** A sign-in at a started server (no captcha: the first attempts need none). */
export function login(url: string, identifier: string, password: string) {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
}

/** Every file under `dir`, relative, sorted; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/**
 * Writes `count` distinct NZB files into `folder` (`<prefix>.001.2024.German.1080p.WEB.x264-TEST.nzb`, …),
 * dated a minute back, so a watch folder takes them as settled.
 */
export function writeNzbs(folder: string, prefix: string, count: number): void {
  mkdirSync(folder, { recursive: true });
  const settled = new Date(Date.now() - 60_000);
  for (let n = 1; n <= count; n++) {
    const name = `${prefix}.${String(n).padStart(3, '0')}.2024.German.1080p.WEB.x264-TEST`;
    const file = path.join(folder, `${name}.nzb`);
    writeFileSync(file, generateNzb({ name, totalBytes: (100 + n) * 1024 * 1024 }));
    utimesSync(file, settled, settled);
  }
}
