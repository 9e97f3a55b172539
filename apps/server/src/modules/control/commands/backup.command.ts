import { chmod, cp, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { backupMessages } from '@nzbkino/shared';
import { TEMP_PREFIX } from '../../../storage/atomic-file';
import { SITE_INFO_FILES } from '../../site-info/site-info.service';
import { APP_VERSION } from '../../../version';
import { defineCommand } from '../command';

/** What a backup folder holds, by name (restore reads the same names). */
export const BACKUP = {
  manifest: 'sicherung.json',
  /** The embedded database's folder, as PGlite keeps it (DATA_DIR/pglite). */
  database: 'datenbank',
  blobs: 'blobs',
  /** The operator's texts and the generated token secret, beside the data in DATA_DIR. */
  operatorFiles: [...Object.values(SITE_INFO_FILES), 'jwt-secret'],
} as const;

export interface BackupManifest {
  format: 1;
  createdAt: string;
  version: string;
  database: 'pglite' | 'postgres';
  files: number;
  bytes: number;
}

/** Files (count and bytes) under `dir`, recursively. */
export async function filesUnder(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  if (!existsSync(dir)) return { files, bytes };
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/** Whether `dir` is missing or empty. */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

/**
 * `backup <folder>`: a consistent copy of the embedded database's folder
 * (taken by whoever owns it, so it runs through a running server, whose
 * statements wait for the copy), then the stored files (NZBs, NFOs, images;
 * not the image cache, which is rebuilt) and the operator's files. The
 * database comes first: every file a release in it names was written before
 * the release, so it is copied too. On PostgreSQL the database is pg_dump's
 * job; the files are saved all the same.
 */
export const backupCommand = defineCommand({
  name: 'backup',
  args: z.object({ target: z.string().min(1), dataDir: z.string().min(1) }),
  async run({ database }, { target, dataDir }, report) {
    if (!(await isEmptyFolder(target))) throw new Error(backupMessages.targetNotEmpty(target));
    await mkdir(target, { recursive: true, mode: 0o700 });
    await chmod(target, 0o700);
    if (database.kind === 'pglite') {
      if (!database.copyFolderTo) throw new Error(backupMessages.inMemory);
      const started = performance.now();
      await database.copyFolderTo(path.join(target, BACKUP.database));
      const copied = await filesUnder(path.join(target, BACKUP.database));
      const seconds = ((performance.now() - started) / 1000).toLocaleString('de-DE', {
        maximumFractionDigits: 1,
      });
      report.print(backupMessages.databaseSaved(BACKUP.database, copied.bytes, seconds));
    } else {
      report.print(backupMessages.postgresNotIncluded);
    }
    const blobs = path.join(dataDir, BACKUP.blobs);
    if (existsSync(blobs))
      await cp(blobs, path.join(target, BACKUP.blobs), {
        recursive: true,
        // A file being written has a temp name until it is complete: only finished files are copied.
        filter: (source) => !path.basename(source).startsWith(TEMP_PREFIX),
      });
    const saved = await filesUnder(path.join(target, BACKUP.blobs));
    report.print(backupMessages.filesSaved(saved.files, saved.bytes));
    const operator: string[] = [];
    for (const name of BACKUP.operatorFiles) {
      if (!existsSync(path.join(dataDir, name))) continue;
      await cp(path.join(dataDir, name), path.join(target, name));
      operator.push(name);
    }
    report.print(backupMessages.operatorFiles(operator));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      version: APP_VERSION,
      database: database.kind,
      ...saved,
    };
    await writeFile(path.join(target, BACKUP.manifest), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    report.print(backupMessages.done(target));
    return manifest;
  },
});
