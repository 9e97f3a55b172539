import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { controlCommands, importCommand } from './modules/control/commands';
import type { CommandContext, CommandReporter } from './modules/control/command';
import { startControlServer, type ControlServer } from './modules/control/control-server';
import { watchFolders, type FolderWatcher } from './modules/ingest/watch-folder';
import { scheduleIndexer } from './modules/indexer/indexer-schedule';

/**
 * Clears what a crash left in the blob store, before anything in this
 * process writes. On PGlite this process owns the data folder, so every temp
 * file is a leftover and release blobs no row names are orphans; on
 * PostgreSQL other servers may be writing, so only old temp files go.
 */
export async function removeCrashLeftovers(app: FastifyInstance): Promise<void> {
  const owner = app.database.kind === 'pglite';
  const report = await app.services.leftovers.removeCrashLeftovers({
    tempOlderThanMs: owner ? 0 : 3600_000,
    orphans: owner,
  });
  if (report.tempFiles || report.orphanBlobs)
    app.log.warn({ ...report }, 'Reste eines Absturzes entfernt (Temp-Dateien, verwaiste NZB/NFO-Blobs)');
}

/** What the server runs besides HTTP. */
export interface BackgroundTasks {
  stop(): Promise<void>;
}

/** How often the server looks for memberships that end soon or ended (the notices are claimed once each). */
export const MEMBERSHIP_CHECK_INTERVAL_MS = 3600_000;

/** Runs the membership notices now and then hourly; a failed run is logged and the next one tries again. */
function startMembershipNotices(app: FastifyInstance): () => Promise<void> {
  const run = () =>
    app.services.membershipNotices.run().then(
      (done) => {
        if (done.reminded || done.ended) app.log.info(done, 'Mitgliedschaften: Hinweise verschickt');
      },
      (error: unknown) => app.log.error({ err: error }, 'Mitgliedschaften: Prüfung fehlgeschlagen'),
    );
  let running = run();
  const timer = setInterval(() => {
    running = running.then(run);
  }, MEMBERSHIP_CHECK_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * The control channel for CLI commands (only on an embedded database this
 * server holds), the watch folder (WATCH_DIR), the delivery of ntfy
 * push messages, the hourly release mail, the hourly membership notices and
 * the hourly deletion of notifications past their retention, and the usenet
 * header indexer every INDEX_INTERVAL seconds.
 */
export async function startBackgroundTasks(
  app: FastifyInstance,
  config: AppConfig,
): Promise<BackgroundTasks> {
  const context: CommandContext = { services: app.services, database: app.database, via: 'server' };
  let control: ControlServer | null = null;
  const lock = app.database.lock;
  if (lock) {
    control = await startControlServer({
      dataDir: config.dataDir,
      lockId: lock.holder.id,
      context,
      commands: controlCommands,
      log: app.log,
    });
  }
  let watcher: FolderWatcher | null = null;
  if (config.watchDir) {
    await mkdir(config.watchDir, { recursive: true });
    const report: CommandReporter = {
      print: (line) => app.log.info(`Überwachungsordner: ${line}`),
      progress: () => {},
    };
    watcher = watchFolders(
      [config.watchDir],
      config.watchIntervalSeconds * 1000,
      async (files) => (await importCommand.run(context, { paths: files }, report)).outcomes,
      (folder, error) =>
        app.log.error({ err: error, folder }, 'Überwachungsordner: Durchgang fehlgeschlagen'),
    );
    app.log.info(`Überwache ${config.watchDir} alle ${config.watchIntervalSeconds} s`);
  }
  const { pushDispatcher, mailDigest, notificationPruning } = app.services;
  pushDispatcher.start();
  mailDigest.start();
  notificationPruning.start();
  const stopNotices = startMembershipNotices(app);
  const { intervalSeconds } = config.indexer;
  const stopIndexer =
    intervalSeconds > 0
      ? scheduleIndexer(app.services.indexer, app.services.newsServers, intervalSeconds, app.log)
      : async () => {};
  return {
    stop: async () => {
      await Promise.all([
        watcher?.stop(),
        control?.close(),
        pushDispatcher.stop(),
        mailDigest.stop(),
        notificationPruning.stop(),
        stopNotices(),
        stopIndexer(),
      ]);
    },
  };
}
