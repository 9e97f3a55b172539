import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Runs the built CLI on the server's data folder: on PGlite it goes through the running server. */
  cli(...args: string[]): Promise<string>;
  /** Stops the server (SIGTERM, which must end in exit code 0) and removes its data folder unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  // The first demo start answers at once and seeds the catalogue behind it; the
  // journeys expect the complete demo data, so they wait for `demoSeed` to finish.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    let demoSeed: string | undefined;
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) demoSeed = ((await res.json()) as { demoSeed: string }).demoSeed;
    } catch {
      // not listening yet
    }
    if (demoSeed === 'failed') throw new Error(`demo data failed:\n${output()}`);
    if (demoSeed !== undefined && demoSeed !== 'running') return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

async function runCli(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  const result = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), ...args], {
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Options of {@link startDemoServer}. */
export interface DemoServerOptions {
  /**
   * Runs after the demo data exists and before the site is served: the server
   * is stopped (PGlite allows one process), `cli(...args)` runs the built CLI on
   * the same data folder, then the server starts again.
   */
  prepare?: (cli: (...args: string[]) => Promise<void>) => Promise<void>;
  /**
   * A data folder with the complete demo data to start from (copied), as a
   * second start finds it; null starts on an empty folder and seeds. Default:
   * in a vitest worker the folder e2e/support/global-setup.ts seeded once for
   * the run, elsewhere (benchmarks) none.
   */
  template?: string | null;
}

/** The run's seeded demo folder, inside a vitest worker of the e2e project. */
async function runTemplate(): Promise<string | null> {
  if (!process.env.VITEST_WORKER_ID) return null;
  const { inject } = await import('vitest');
  return inject('demoTemplate') ?? null;
}

function spawnServer(env: NodeJS.ProcessEnv, onOutput: (chunk: string) => void): ChildProcess {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js'), '--demo'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => onOutput(String(chunk)));
  child.stderr?.on('data', (chunk) => onOutput(String(chunk)));
  return child;
}

async function stopChild(child: ChildProcess, log: () => string): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  const code = await exited;
  // Graceful shutdown is part of the contract: SIGTERM must end in exit code 0.
  if (code !== 0) throw new Error(`server did not shut down cleanly (exit ${code}):\n${log()}`);
}

/** Starts the BUILT app (npm run build) as the README's demo start does, on a fresh data folder. */
export async function startDemoServer(
  extraEnv: Record<string, string> = {},
  options: DemoServerOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nzbkino-e2e-'));
  const template = options.template === undefined ? await runTemplate() : options.template;
  // The data, not the stopped server's run-time files (its control folder may hold a socket).
  if (template)
    cpSync(template, dataDir, {
      recursive: true,
      filter: (source) => source !== path.join(template, 'control'),
    });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // Links in mails (password reset) point at this very server.
    PUBLIC_URL: baseUrl,
    ...extraEnv,
  };
  let child = spawnServer(env, (chunk) => (log += chunk));
  try {
    await waitForHealth(baseUrl, child, () => log);
    if (options.prepare) {
      await stopChild(child, () => log);
      await options.prepare(async (...args) => {
        await runCli(env, args);
      });
      child = spawnServer(env, (chunk) => (log += chunk));
      await waitForHealth(baseUrl, child, () => log);
    }
  } catch (error) {
    // Never leave a half-started server behind.
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    cli: (...args) => runCli(env, args),
    stop: async ({ keepData = false } = {}) => {
      await stopChild(child, () => log);
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
