import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config';
import { loadJwtSecret } from './modules/auth/jwt-secret';

/**
 * Several HTTP server processes on one machine (SERVER_PROCESSES, PostgreSQL
 * only): Node answers on one thread, so one process uses one core for HTTP,
 * the database driver and writing answers. This primary process forks the
 * servers, which share the port (the primary hands each new connection to
 * one of them in turn), and starts a server again when it ends unexpectedly.
 * Exactly one of them, number 0, runs the background tasks (watch folder,
 * push delivery, mails, membership notices, the first admin, the demo seed):
 * the rest only answer requests. Everything they share lives in the database
 * already, as for several servers on several machines.
 */

/** The environment variable that tells a forked server its number. */
const PROCESS_NUMBER = 'NZBKINO_SERVER_PROCESS';
/** A server that ends this soon after its start counts as failing to start. */
const EARLY_EXIT_MS = 10_000;
/** After this many failed starts in a row the primary gives up (a broken configuration, not a crash). */
const MAX_FAILED_STARTS = 5;
const RESTART_DELAY_MS = 1_000;
const SHUTDOWN_GRACE_MS = 15_000;

/** Which part this process plays. */
export type ServerProcessRole =
  { kind: 'single' } | { kind: 'primary' } | { kind: 'server'; number: number; of: number };

export function serverProcessRole(config: Pick<AppConfig, 'serverProcesses'>): ServerProcessRole {
  if (config.serverProcesses <= 1) return { kind: 'single' };
  if (cluster.isPrimary) return { kind: 'primary' };
  return { kind: 'server', number: Number(process.env[PROCESS_NUMBER] ?? 0), of: config.serverProcesses };
}

/** Whether this process runs the background tasks: the only one, or server number 0. */
export const runsBackground = (role: ServerProcessRole) =>
  role.kind === 'single' || (role.kind === 'server' && role.number === 0);

const say = (line: string) => console.log(`[Serverprozesse] ${line}`);

/** The primary: forks the servers, keeps them running, and stops them on SIGTERM or SIGINT. */
export function superviseServerProcesses(config: AppConfig): void {
  // Before any server reads it: servers that generated it at the same moment would disagree.
  loadJwtSecret(config.jwtSecret, config.dataDir);
  const running = new Map<number, Worker>();
  const failedStarts = new Map<number, number>();
  let stopping = false;
  let exitCode = 0;

  const start = (number: number) => {
    const startedAt = Date.now();
    const worker = cluster.fork({ [PROCESS_NUMBER]: String(number) });
    running.set(number, worker);
    worker.on('exit', (code, signal) => {
      running.delete(number);
      if (stopping) {
        if (running.size === 0) process.exit(exitCode);
        return;
      }
      const early = Date.now() - startedAt < EARLY_EXIT_MS;
      const failures = early ? (failedStarts.get(number) ?? 0) + 1 : 0;
      failedStarts.set(number, failures);
      const how = signal ? `Signal ${signal}` : `Code ${code}`;
      if (failures >= MAX_FAILED_STARTS) {
        console.error(
          `[Serverprozesse] Prozess ${number} endet immer wieder gleich nach dem Start (${how}); alle werden beendet`,
        );
        stop(1);
        return;
      }
      console.error(`[Serverprozesse] Prozess ${number} beendet (${how}); er wird neu gestartet`);
      setTimeout(() => {
        if (!stopping) start(number);
      }, RESTART_DELAY_MS).unref();
    });
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    // Each server finishes its requests and background work, as a single server does on SIGTERM.
    for (const worker of running.values()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      console.error('[Serverprozesse] Beenden dauert zu lange; die Prozesse werden abgebrochen');
      for (const worker of running.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    if (running.size === 0) process.exit(exitCode);
  };

  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  say(
    `${config.serverProcesses} Prozesse teilen sich Port ${config.port}; Prozess 0 erledigt die Hintergrundarbeit`,
  );
  for (let number = 0; number < config.serverProcesses; number++) start(number);
}
