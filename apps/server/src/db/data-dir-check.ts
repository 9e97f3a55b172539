import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { dataDirMessages } from '@nzbkino/shared';
import { ConfigError } from '../config';

/** A data folder the process cannot use; the message names the folder and what to do. */
export class DataDirError extends ConfigError {}

function code(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'unbekannt';
}

function explain(dir: string, error: unknown): DataDirError {
  switch (code(error)) {
    case 'EROFS':
      return new DataDirError(dataDirMessages.readOnlyFileSystem(dir));
    case 'ENOSPC':
    case 'EDQUOT':
      return new DataDirError(dataDirMessages.diskFull(dir));
    case 'ENOTDIR':
    case 'EEXIST':
      return new DataDirError(dataDirMessages.notAFolder(dir));
    default: {
      const info = safeStat(dir);
      const detail = info
        ? `${code(error)}; Besitzer UID ${info.uid}, Rechte ${(info.mode & 0o777).toString(8)}`
        : code(error);
      return new DataDirError(dataDirMessages.notWritable(dir, detail));
    }
  }
}

function safeStat(file: string) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/** Creates `dir` if needed and proves it writable by writing, syncing and removing a small file. */
export function ensureWritableFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    const c = code(error);
    throw c === 'ENOTDIR' || c === 'EEXIST'
      ? explain(dir, error)
      : new DataDirError(dataDirMessages.notCreatable(dir, c));
  }
  if (!safeStat(dir)?.isDirectory()) throw new DataDirError(dataDirMessages.notAFolder(dir));
  // Dot-prefixed like every temp file, so a crash right here leaves nothing the stores would read.
  const probe = path.join(dir, `.tmp-schreibprobe-${randomBytes(6).toString('hex')}`);
  try {
    const fd = openSync(probe, 'wx', 0o600);
    try {
      writeSync(fd, 'ok');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    unlinkSync(probe);
  } catch (error) {
    throw explain(dir, error);
  }
}

/**
 * Refuses a PGlite folder whose files belong to another user: PGlite would
 * fail deep inside with "Aborted()". Root may open anything, so only the
 * top level is checked for other users.
 */
export function assertOwnFiles(dir: string): void {
  const uid = process.getuid?.();
  if (uid === undefined || uid === 0) return;
  for (const entry of ['', ...readdirSync(dir)]) {
    const file = path.join(dir, entry);
    const info = safeStat(file);
    if (info && info.uid !== uid)
      throw new DataDirError(dataDirMessages.ownedByOtherUser(file, info.uid, uid));
  }
}

/**
 * Checks the data folder at start, before anything opens it: it and `blobs/`
 * exist and can be written (the PGlite folder is checked when it is opened).
 * Clear German errors instead of a raw ENOENT stack or PGlite's "Aborted()".
 */
export function checkDataDir(dataDir: string): void {
  ensureWritableFolder(dataDir);
  ensureWritableFolder(path.join(dataDir, 'blobs'));
}
