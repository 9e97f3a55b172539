import { dataDirMessages } from '@nzbkino/shared';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { checkDataDir } from '../db/data-dir-check';
import { DataDirLockedError, holderText } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { isRunning } from '../db/process-identity';
import type { CommandContext, CommandReporter, ControlCommand } from '../modules/control/command';
import { runOnServer, ServerGoneError } from '../modules/control/control-client';
import { createServices, type Services } from '../services';
import { FsBlobStore } from '../storage';
import { consoleReporter } from './console-reporter';

/** Opens the configured database for one command, as its only writer (the lock refuses a second one). */
async function openLocally(
  config: AppConfig,
  command: string,
): Promise<CommandContext & { close(): Promise<void> }> {
  checkDataDir(config.dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    poolSize: 2,
    holder: { owner: `CLI ${command}`, role: 'cli' },
  });
  let services: Services | undefined;
  const close = async () => {
    await services?.ingest.close();
    // Open news-server connections would keep the command from ending.
    await services?.indexer.close();
    await database.close();
  };
  try {
    await runMigrations(database);
    services = createServices(database.db, config, new FsBlobStore(`${config.dataDir}/blobs`));
    if (database.kind === 'pglite') {
      // This process owns the folder: no write is under way. Orphans come from a crash, so look for them after one.
      const report = await services.leftovers.removeCrashLeftovers({
        tempOlderThanMs: 0,
        orphans: database.lock?.replacedStale != null,
      });
      if (report.tempFiles || report.orphanBlobs)
        console.error(
          `Aufgeräumt nach einem Absturz: ${report.tempFiles} Temp-Dateien, ${report.orphanBlobs} verwaiste Blobs.`,
        );
    }
    return { services, database, via: 'cli', close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function runSomewhere<A, R>(
  config: AppConfig,
  command: ControlCommand<A, R>,
  args: A,
  report: CommandReporter,
): Promise<R> {
  for (let attempt = 0; ; attempt++) {
    let local: Awaited<ReturnType<typeof openLocally>>;
    try {
      local = await openLocally(config, command.name);
    } catch (error) {
      // A server on this machine owns the embedded database: it runs the command.
      const holder = error instanceof DataDirLockedError ? error.holder : null;
      if (!holder || holder.role !== 'server' || isRunning(holder) !== true || attempt > 2) throw error;
      const text = holderText(holder);
      console.error(dataDirMessages.viaServer(text));
      try {
        const holding = {
          dataDir: config.dataDir,
          lockId: holder.id,
          stillRunning: () => isRunning(holder) === true,
          onWait: () => console.error(dataDirMessages.waitingForServer),
          notReady: () => new ConfigError(dataDirMessages.serverNotReady(text)),
        };
        return (await runOnServer(holding, command.name, args, report)) as R;
      } catch (failure) {
        // It stopped before taking the command: the folder is free now, or another process has it.
        if (failure instanceof ServerGoneError) continue;
        throw failure;
      }
    }
    try {
      return await command.run(local, args, report);
    } finally {
      await local.close();
    }
  }
}

export interface RunOptions {
  /** Show progress as a bar (a terminal). */
  progress?: boolean;
  /** Set the process exit code from the result (default true; a watch loop keeps 0). */
  exitCode?: boolean;
}

/**
 * Runs a command that writes to the database: itself, or, when a server on
 * this machine holds the embedded database, through that server's control
 * channel. Output, progress and exit code are the same either way. On
 * PostgreSQL it always runs itself: many processes share that database.
 */
export async function runCommand<A, R>(
  command: ControlCommand<A, R>,
  args: A,
  options: RunOptions = {},
): Promise<R> {
  const config = loadConfig();
  const report = consoleReporter(options.progress ?? false);
  try {
    const result = await runSomewhere(config, command, args, report);
    const code = command.exitCode?.(result) ?? 0;
    if ((options.exitCode ?? true) && code > Number(process.exitCode ?? 0)) process.exitCode = code;
    return result;
  } finally {
    report.finish();
  }
}
