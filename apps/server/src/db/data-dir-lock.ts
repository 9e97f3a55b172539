import { randomBytes } from 'node:crypto';
import { linkSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirMessages, type DataDirHolderText } from '@nzbkino/shared';
import { ConfigError } from '../config';
import { lockFolder, type FolderLock } from './folder-lock';
import { currentProcess, isRunning, type ProcessIdentity } from './process-identity';

/** Who holds a data folder: written into the lock file as JSON. */
export interface LockHolder extends ProcessIdentity {
  /** Random, so that one holding is never mistaken for another (pids are reused). */
  id: string;
  /** What it is, for people: "Server", "CLI import". */
  owner: string;
  role: 'server' | 'cli';
  /** ISO time it took the folder. */
  since: string;
}

export interface DataDirLock {
  readonly file: string;
  readonly holder: LockHolder;
  /** The holder whose stale lock this one replaced: that process ended without releasing it. */
  readonly replacedStale: LockHolder | null;
  /** Whether the operating system locks the folder too (flock); false where flock(1) is missing. */
  readonly osLock: boolean;
  /** Removes the lock file (only if it is still this lock's); safe to call twice. */
  release(): void;
}

/** The folder is held by a running process; the message names it and what to do. */
export class DataDirLockedError extends ConfigError {
  constructor(
    readonly holder: LockHolder,
    readonly folder: string,
  ) {
    const text = holderText(holder);
    super(
      holder.role === 'server'
        ? dataDirMessages.lockedByServer(folder, text)
        : dataDirMessages.lockedByCli(folder, text),
    );
  }
}

export function holderText(holder: LockHolder): DataDirHolderText {
  const since = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(holder.since),
  );
  const otherHost = holder.host !== currentProcess().host;
  return { owner: holder.owner, pid: holder.pid, host: holder.host, since, otherHost };
}

export interface LockOptions {
  owner: string;
  role: 'server' | 'cli';
  /** For tests: who this process claims to be, and how liveness is judged. */
  self?: ProcessIdentity;
  isRunning?: (other: ProcessIdentity) => boolean | 'unknown';
  /** Whether to take the operating system's lock on the folder too (default true; tests of the file alone say false). */
  osLock?: boolean;
  /**
   * The lock is gone while held (its child was killed, the lock file names
   * another process, the folder was replaced): the process must stop writing.
   * Default: the message on stderr, then exit code 1 at once.
   */
  onLost?: (message: string) => void;
  /** Warnings for the operator (the lock file was written again, no flock). Default: stderr. */
  onNotice?: (message: string) => void;
  /** How long a start waits for a holder without a lock file to write it again (default 5 s). */
  holderWaitMs?: number;
  /** How often the holder checks its lock file and folder (default 2 s). */
  watchMs?: number;
}

const ID = /^[0-9a-f]{16,64}$/;
/** A takeover in progress by a running process takes milliseconds; wait this long at most. */
const ATTEMPTS = 200;
const WAIT_MS = 25;
const HOLDER_WAIT_MS = 5_000;
const BUSY_RETRY_MS = 200;
const WATCH_MS = 2_000;

type Read = LockHolder | 'missing' | 'partial';

function readHolder(file: string): Read {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.id === 'string' && ID.test(value.id) && typeof value.pid === 'number')
      return value as LockHolder;
  } catch {
    // an empty or half-written file (only where hard links are not available)
  }
  return 'partial';
}

/** Creates `file` with `content` atomically, or answers false when it exists. */
function createExclusive(file: string, content: string): boolean {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, content, { flag: 'wx', mode: 0o644 });
  try {
    // link() never replaces an existing name, and the file is complete before it has its name.
    linkSync(temp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw error;
    // No hard links on this file system: O_EXCL instead; a reader may briefly see a partial file.
    try {
      writeFileSync(file, content, { flag: 'wx', mode: 0o644 });
      return true;
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw inner;
    }
  } finally {
    unlinkIfPresent(temp);
  }
}

function unlinkIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stopWriting = (message: string) => {
  console.error(message);
  // At once: the database must not see another write from this process (a crash, as far as it is concerned).
  process.exit(1);
};

/**
 * The operating system's lock on `folder`. Busy means a running process holds
 * the folder: its lock file names it ({@link DataDirLockedError}). A holder
 * without one (the file was deleted) writes it again within its watch
 * interval, so that is waited for a moment before the start is refused
 * without a name; the moment also covers a holder that is just ending.
 */
async function takeFolder(
  file: string,
  folder: string,
  options: LockOptions,
  running: (other: ProcessIdentity) => boolean | 'unknown',
): Promise<FolderLock | null> {
  const deadline = Date.now() + (options.holderWaitMs ?? HOLDER_WAIT_MS);
  for (;;) {
    const attempt = await lockFolder(folder);
    if (attempt.kind === 'held') return attempt.lock;
    if (attempt.kind === 'unavailable') {
      (options.onNotice ?? console.error)(dataDirMessages.noOsLock(folder, file, attempt.detail));
      return null;
    }
    const current = readHolder(file);
    if (typeof current === 'object' && running(current) !== false)
      throw new DataDirLockedError(current, folder);
    if (Date.now() > deadline) throw new ConfigError(dataDirMessages.lockedWithoutFile(folder, file));
    await sleep(BUSY_RETRY_MS);
  }
}

/**
 * Takes the data folder for this process: the folder of `file` (DATA_DIR) is
 * locked by the operating system for as long as this process lives
 * ({@link lockFolder}), and `file` (DATA_DIR/pglite.lock) is created
 * atomically and names the holder, for people and for the CLI, which hands
 * its command to a running server. A running holder makes this throw
 * {@link DataDirLockedError} at once; the lock of a process that has ended
 * (pid gone, or reused by another process) is taken over. While held, the
 * file is checked every few seconds: written again when deleted, and the
 * process stops (`onLost`) when it names another holder, when the folder was
 * replaced or when the operating system's lock ended.
 *
 * The file alone could be deleted under a running holder (issue 41: two
 * servers on one database); it stays the only guard only where flock(1) is
 * missing.
 *
 * Taking over is the delicate part: "remove the stale file, create mine" is
 * two steps, and two processes doing it at once could both win. So the right
 * to remove the stale lock with id X is itself a file created atomically,
 * `<file>.takeover-X.1`; only its creator removes X. Should that creator die
 * half-way, the right passes to `.2`, and so on, each step taken only when
 * the step before belongs to a process that has ended.
 */
export async function acquireDataDirLock(file: string, options: LockOptions): Promise<DataDirLock> {
  const self = options.self ?? currentProcess();
  const running = options.isRunning ?? ((other: ProcessIdentity) => isRunning(other, self));
  const holder: LockHolder = {
    id: randomBytes(16).toString('hex'),
    ...self,
    owner: options.owner,
    role: options.role,
    since: new Date().toISOString(),
  };
  const content = JSON.stringify(holder);
  const folder = path.dirname(file);
  const folderLock = options.osLock === false ? null : await takeFolder(file, folder, options, running);
  try {
    const replacedStale = await takeFile(file, content, folder, running);
    return heldLock(file, holder, replacedStale, folderLock, options);
  } catch (error) {
    folderLock?.release();
    throw error;
  }
}

/** Creates the lock file, taking over a stale one; answers the holder it replaced. */
async function takeFile(
  file: string,
  content: string,
  folder: string,
  running: (other: ProcessIdentity) => boolean | 'unknown',
): Promise<LockHolder | null> {
  let replacedStale: LockHolder | null = null;
  let partialSeen = 0;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createExclusive(file, content)) {
      sweepLeftovers(file, running);
      return replacedStale;
    }
    const current = readHolder(file);
    if (current === 'missing') continue;
    if (current === 'partial') {
      if (++partialSeen > 20) throw new ConfigError(dataDirMessages.lockUnreadable(file));
      await sleep(WAIT_MS);
      continue;
    }
    // With the folder locked, only a process without flock (another host, an older version) can be running here.
    if (running(current) !== false) throw new DataDirLockedError(current, folder);
    const outcome = takeOver(file, current, content, running);
    if (outcome === 'removed') replacedStale = current;
    else if (outcome === 'busy') await sleep(WAIT_MS);
  }
  throw new ConfigError(dataDirMessages.lockContended(file));
}

/** Removes the stale lock `stale` if this process wins the right to; see {@link acquireDataDirLock}. */
function takeOver(
  file: string,
  stale: LockHolder,
  content: string,
  running: (other: ProcessIdentity) => boolean | 'unknown',
): 'removed' | 'busy' | 'retry' {
  // Rights of earlier takers that ended half-way; removed only once generation `stale.id` is gone.
  const passed: string[] = [];
  for (let level = 1; level <= 50; level++) {
    const right = `${file}.takeover-${stale.id}.${level}`;
    if (createExclusive(right, content)) {
      // Nobody else holds the right to remove generation `stale.id`, so it cannot change under us.
      const current = readHolder(file);
      const removed = typeof current === 'object' && current.id === stale.id;
      if (removed) unlinkIfPresent(file);
      for (const name of [...passed, right]) unlinkIfPresent(name);
      return removed ? 'removed' : 'retry';
    }
    const taker = readHolder(right);
    // Gone: its taker finished, so the stale lock is gone too.
    if (taker === 'missing') return 'retry';
    if (taker === 'partial' || running(taker) !== false) return 'busy';
    passed.push(right);
  }
  return 'busy';
}

/** Takeover rights and temp files of processes that ended during a start. */
function sweepLeftovers(file: string, running: (other: ProcessIdentity) => boolean | 'unknown'): void {
  const base = path.basename(file);
  const dir = path.dirname(file);
  for (const entry of readdirSync(dir)) {
    if (!entry.startsWith(`${base}.`)) continue;
    const leftover = path.join(dir, entry);
    const owner = readHolder(leftover);
    if (typeof owner === 'object' && running(owner) === false) unlinkIfPresent(leftover);
  }
}

/** Device and inode of a folder, or null when it is gone. */
function identity(folder: string): string | null {
  try {
    const info = statSync(folder);
    return `${info.dev}:${info.ino}`;
  } catch {
    return null;
  }
}

function heldLock(
  file: string,
  holder: LockHolder,
  replacedStale: LockHolder | null,
  folderLock: FolderLock | null,
  options: LockOptions,
): DataDirLock {
  let held = true;
  const content = JSON.stringify(holder);
  const folder = path.dirname(file);
  // The database folder beside the lock file (DATA_DIR/pglite), when it exists already.
  const watched = [folder, file.replace(/\.lock$/, '')].map((dir) => ({ dir, was: identity(dir) }));
  let lost = false;
  const lose = (message: string) => {
    if (!held || lost) return;
    lost = true;
    clearInterval(watch);
    (options.onLost ?? stopWriting)(message);
  };
  folderLock?.onLost(() => lose(dataDirMessages.lockLost(folder)));
  const check = () => {
    if (watched.some(({ dir, was }) => was !== null && identity(dir) !== was))
      return lose(dataDirMessages.folderReplaced(folder));
    let current: Read;
    try {
      current = readHolder(file);
      if (current === 'missing') {
        if (createExclusive(file, content))
          (options.onNotice ?? console.error)(dataDirMessages.lockRecreated(file));
        return;
      }
    } catch {
      // Unreadable for a moment (a full disk, changed permissions): the next round looks again.
      return;
    }
    if (typeof current === 'object' && current.id !== holder.id)
      lose(dataDirMessages.lockTakenOver(file, holderText(current)));
  };
  const watch = setInterval(check, options.watchMs ?? WATCH_MS);
  watch.unref();
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const onSignal = (signal: NodeJS.Signals) => {
    // A listener of the program's own (the server's graceful shutdown, a watch loop) ends it properly.
    if (process.listenerCount(signal) > 1) return;
    release();
    // Then the signal's default: the process ends as it would have without this listener.
    process.kill(process.pid, signal);
  };
  const release = () => {
    if (!held) return;
    held = false;
    clearInterval(watch);
    process.removeListener('exit', release);
    for (const signal of signals) process.removeListener(signal, onSignal);
    try {
      const current = readHolder(file);
      if (typeof current === 'object' && current.id === holder.id) unlinkSync(file);
    } catch {
      // The folder went away or became unwritable: the next opener sees a dead pid.
    }
    // Only after the file: a process that gets the folder next finds no file of a holder that ended.
    folderLock?.release();
  };
  // An uncaught error, process.exit() or a signal ends the process without closing the database: release anyway.
  process.on('exit', release);
  for (const signal of signals) process.on(signal, onSignal);
  return { file, holder, replacedStale, osLock: folderLock !== null, release };
}
