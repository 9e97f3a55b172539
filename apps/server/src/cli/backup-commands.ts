import { cp, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { backupMessages } from '@nzbkino/shared';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { releases, users } from '../db/schema';
import { BACKUP, backupCommand as backup, isEmptyFolder } from '../modules/control/commands/backup.command';
import { runCommand } from './context';

/** `backup <folder>`: through the running server when one holds the embedded database, else itself. */
export async function backupCommand(argv: string[]): Promise<void> {
  const [folder] = argv;
  if (!folder) throw new Error('Aufruf: backup <Ordner>');
  const config = loadConfig();
  await runCommand(backup, { target: path.resolve(folder), dataDir: path.resolve(config.dataDir) });
}

/**
 * `restore <folder>`: a backup into a new or empty DATA_DIR (never over a
 * database: the server is stopped and the old folder moved aside first). The
 * embedded database's folder is copied back under the folder's lock, then the
 * files, then the database is opened once, as the server would, and what it
 * holds is counted.
 */
export async function restoreCommand(argv: string[]): Promise<void> {
  const [folder] = argv;
  if (!folder) throw new Error('Aufruf: restore <Sicherungsordner>');
  const source = path.resolve(folder);
  if (!existsSync(path.join(source, BACKUP.manifest))) throw new Error(backupMessages.notABackup(source));
  const config = loadConfig();
  const dataDir = path.resolve(config.dataDir);
  const pglite = path.join(dataDir, 'pglite');
  const blobs = path.join(dataDir, BACKUP.blobs);
  const snapshot = path.join(source, BACKUP.database);
  if (!config.databaseUrl && !existsSync(snapshot)) throw new Error(backupMessages.noDatabaseInBackup);
  const taken = !(await isEmptyFolder(blobs)) || (!config.databaseUrl && !(await isEmptyFolder(pglite)));
  if (taken) throw new Error(backupMessages.dataDirInUse(dataDir));

  if (!config.databaseUrl) {
    await mkdir(dataDir, { recursive: true });
    const lock = await acquireDataDirLock(`${pglite}.lock`, { owner: 'CLI restore', role: 'cli' });
    try {
      await cp(snapshot, pglite, { recursive: true });
    } finally {
      lock.release();
    }
  } else console.log(backupMessages.postgresNotIncluded);
  if (existsSync(path.join(source, BACKUP.blobs)))
    await cp(path.join(source, BACKUP.blobs), blobs, { recursive: true });
  for (const name of BACKUP.operatorFiles) {
    const from = path.join(source, name);
    if (existsSync(from) && !existsSync(path.join(dataDir, name)))
      await cp(from, path.join(dataDir, name), { preserveTimestamps: true });
  }

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: pglite,
    poolSize: 1,
    holder: { owner: 'CLI restore', role: 'cli' },
  });
  try {
    await runMigrations(database);
    const [[releaseCount], [userCount]] = await Promise.all([
      database.db.select({ n: count() }).from(releases),
      database.db.select({ n: count() }).from(users),
    ]);
    console.log(backupMessages.restored(dataDir, releaseCount?.n ?? 0, userCount?.n ?? 0));
  } finally {
    await database.close();
  }
}
