import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readlinkSync,
  readSync,
  realpathSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { importFileMessages, type ImportFileKind } from '@nzbkino/shared';

/** What an import from disk may read besides the rules every file obeys. */
export interface ImportFileRules {
  /** The server's data folder: the token secret and the database live there. */
  dataDir?: string;
}

export type ImportRefusalCode = 'SYMLINK' | 'NOT_A_FILE' | 'HARD_LINK' | 'IN_DATA_DIR' | 'READ_FAILED';

export type ImportFileRead =
  | { status: 'read'; bytes: Buffer }
  /** Nothing by that name (an NFO is optional; an NZB that went away is refused by the caller). */
  | { status: 'missing' }
  /** Over the limit, by its size or by what reading it gave: refused, and never read past limit + 1 bytes. */
  | { status: 'too-large' }
  | { status: 'refused'; code: ImportRefusalCode; reason: string };

// O_NOFOLLOW: a link is refused by the kernel, not followed. O_NONBLOCK: a FIFO
// put there after the lstat cannot block the open waiting for a writer.
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
/** Growth step when a file turns out longer than its size said (it is being written). */
const GROWTH = 64 * 1024;

/**
 * Reads one file of an import from disk (an NZB or the NFO beside it): only a
 * plain file, with one name, outside the server's data folder, and at most
 * `limit` bytes of it. Links, FIFOs, devices, sockets and folders are refused
 * without being opened, and a file over the limit without being read, each
 * with a German reason that names the file and never quotes it. Synchronous,
 * for worker threads. `buffer(n)` may hand out a reused buffer of at least n bytes.
 */
export function readImportFileSync(
  file: string,
  limit: number,
  rules: ImportFileRules = {},
  buffer: (size: number) => Buffer = Buffer.allocUnsafeSlow,
): ImportFileRead {
  const name = path.basename(file);
  let fd: number;
  try {
    // Looked at first so that a device or FIFO is never even opened (opening some has effects).
    const refused = refusedType(lstatSync(file), name);
    if (refused) return refused;
    fd = openSync(file, OPEN_FLAGS);
  } catch (error) {
    return failure(error, name);
  }
  try {
    // The descriptor decides: the entry may have been swapped between the lstat and the open.
    const info = fstatSync(fd);
    const refused = refusedType(info, name) ?? refusedPlace(fd, file, name, rules);
    if (refused) return refused;
    if (info.size > limit) return { status: 'too-large' };
    const bytes = readBounded(fd, info.size, limit, buffer);
    return bytes ? { status: 'read', bytes } : { status: 'too-large' };
  } catch (error) {
    return failure(error, name);
  } finally {
    closeSync(fd);
  }
}

function refusedType(info: Stats, name: string): ImportFileRead | null {
  if (info.isSymbolicLink()) return refusal('SYMLINK', importFileMessages.symlink(name));
  if (!info.isFile()) return refusal('NOT_A_FILE', importFileMessages.notAFile(name, kindOf(info)));
  // A second name for the same file may be anywhere on the disk (DATA_DIR/jwt-secret, say).
  if (info.nlink > 1) return refusal('HARD_LINK', importFileMessages.hardLink(name, info.nlink));
  return null;
}

function kindOf(info: Stats): ImportFileKind {
  if (info.isFIFO()) return 'fifo';
  if (info.isSocket()) return 'socket';
  if (info.isCharacterDevice()) return 'characterDevice';
  if (info.isBlockDevice()) return 'blockDevice';
  if (info.isDirectory()) return 'directory';
  return 'other';
}

/**
 * Refuses a file in DATA_DIR's top level (the token secret, the lock), and one
 * that lies in DATA_DIR although the path it was found by does not (a folder
 * on the way was a link). A watch folder inside DATA_DIR (DATA_DIR/eingang)
 * keeps working: what is found there by its own path may be read.
 */
function refusedPlace(fd: number, file: string, name: string, rules: ImportFileRules): ImportFileRead | null {
  if (!rules.dataDir) return null;
  const configured = path.resolve(rules.dataDir);
  const dataDir = realDataDir(configured);
  const real = realPathOf(fd, file);
  if (!isInside(real, dataDir)) return null;
  const given = path.resolve(file);
  const foundThere = isInside(given, configured) || isInside(given, dataDir);
  if (foundThere && path.dirname(real) !== dataDir) return null;
  return refusal('IN_DATA_DIR', importFileMessages.inDataDir(name));
}

const realDataDirs = new Map<string, string>();

function realDataDir(configured: string): string {
  let real = realDataDirs.get(configured);
  if (real === undefined) {
    try {
      real = realpathSync(configured);
    } catch {
      real = configured;
    }
    realDataDirs.set(configured, real);
  }
  return real;
}

/** Where the opened file really is: from the descriptor on Linux, so no link on the way can hide it. */
function realPathOf(fd: number, file: string): string {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return realpathSync(file);
  }
}

function isInside(file: string, dir: string): boolean {
  return file === dir || file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);
}

/**
 * Reads to the end or to `limit` + 1 bytes, whichever comes first: a file that
 * grows while it is read (still being written, or /proc-like) stays bounded.
 * Null when it is over the limit.
 */
function readBounded(
  fd: number,
  size: number,
  limit: number,
  buffer: (size: number) => Buffer,
): Buffer | null {
  let buf = buffer(Math.min(size, limit) + 1);
  let capacity = Math.min(buf.length, limit + 1);
  let filled = 0;
  for (;;) {
    if (filled === capacity) {
      if (capacity > limit) break;
      const bigger = Buffer.allocUnsafeSlow(Math.min(limit + 1, Math.max(capacity * 2, GROWTH)));
      buf.copy(bigger, 0, 0, filled);
      buf = bigger;
      capacity = bigger.length;
    }
    const read = readSync(fd, buf, filled, capacity - filled, filled);
    if (read === 0) break;
    filled += read;
  }
  return filled > limit ? null : buf.subarray(0, filled);
}

function refusal(code: ImportRefusalCode, reason: string): ImportFileRead {
  return { status: 'refused', code, reason };
}

/** Node's error, told in German by its code; its English message (with the path) is not passed on. */
function failure(error: unknown, name: string): ImportFileRead {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return { status: 'missing' };
    case 'ELOOP':
      // O_NOFOLLOW's answer for a link that appeared after the lstat.
      return refusal('SYMLINK', importFileMessages.symlink(name));
    case 'EACCES':
    case 'EPERM':
      return refusal('READ_FAILED', importFileMessages.noPermission(name));
    default:
      return refusal('READ_FAILED', importFileMessages.readFailed(name, code ?? 'unbekannter Fehler'));
  }
}
