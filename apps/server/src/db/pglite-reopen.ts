import { closeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dataDirMessages } from '@nzbkino/shared';
import { ensureWritableFolder } from './data-dir-check';

/**
 * The embedded database in a folder, as one object that can be opened anew.
 *
 * PGlite keeps its files open and its view of the folder in memory. A write
 * that fails at the file system (permissions taken away, a read-only or full
 * disk) can leave that view wrong for good: a file it failed to create stays
 * "existing" in PGlite's file table, and every later statement that needs it
 * fails with "could not create file …: File exists" until the process
 * restarts (issue 41, low 4). So after such a failure, once the folder takes
 * writes again, a fresh instance is opened on the same folder and the old one
 * is dropped without another call into it: for the database that is a crash,
 * which its write-ahead log recovers from, as after kill -9. Statements wait
 * while the instance is changed; none runs on two instances.
 *
 * The object is a proxy that passes everything to the current instance. Code
 * that calls several methods in a row on the same instance (PGlite's own
 * locks, the prepared statements) goes through {@link onCurrentPglite}.
 */
export interface EmbeddedStorage {
  /**
   * Throws while the database cannot write its folder: a statement failed at
   * the file system and the database could not be opened anew yet, or a file
   * cannot be created in the folder now. Reopens first when it can.
   */
  check(): Promise<void>;
  /**
   * Closes the database: reopened first if it is faulty and the folder takes
   * writes again, otherwise dropped without a close, whose checkpoint would
   * write through the wrong view of the folder (the next start recovers).
   */
  close(): Promise<void>;
  /** Whether a statement failed at the file system and the database has not been reopened since. */
  readonly faulty: boolean;
}

const RUN = Symbol('nzbkino.pglite.run');
const STORAGE = Symbol('nzbkino.pglite.storage');

type Run = <T>(use: (client: PGlite) => T) => T | Promise<T>;

/** How often a faulty database tries to reopen on its own (health checks try too). */
const RETRY_MS = 2_000;
/** A reopen waits this long for statements under way; then it gives up and tries again later. */
const DRAIN_MS = 30_000;
/** After an open that failed in a folder that takes writes, the next attempt waits this long. */
const OPEN_RETRY_MS = 5_000;

/** PostgreSQL's errors of the file layer: io_error, undefined_file, duplicate_file, disk_full, system_error. */
const FILE_ERRORS = new Set(['58030', '58P01', '58P02', '53100', '58000']);
const FILE_MESSAGE =
  /could not (open|create|write|read|extend|fsync|truncate|seek|access|rename|remove|stat)\b.*file/i;

/** Whether `error` (or its cause) comes from the files under the database: a reason to reopen. */
export function isStorageFault(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && FILE_ERRORS.has(code)) return true;
    if (typeof message !== 'string') continue;
    // 42501 is also a missing SQL privilege, which the embedded superuser never meets.
    if (FILE_MESSAGE.test(message)) return true;
    // The WASM module died (PostgreSQL's PANIC on a failed write-ahead log write ends in abort()).
    if (name === 'RuntimeError' || message.startsWith('Aborted(')) return true;
  }
  return false;
}

/** Runs `use` on the PGlite instance behind `client` (the current one of a reopenable database). */
export function onCurrentPglite<T>(client: PGlite, use: (client: PGlite) => Promise<T>): Promise<T> {
  const run = (client as unknown as { [RUN]?: Run })[RUN];
  return run ? (run(use) as Promise<T>) : use(client);
}

/** The storage of a reopenable embedded database behind `client`, or null (in memory, PostgreSQL). */
export function storageOf(client: unknown): EmbeddedStorage | null {
  if (typeof client !== 'object' || client === null) return null;
  return (client as { [STORAGE]?: EmbeddedStorage })[STORAGE] ?? null;
}

/** The folders PostgreSQL creates files in while it runs: its own, the write-ahead log's. */
function probeFolders(dataDir: string): void {
  ensureWritableFolder(dataDir);
  ensureWritableFolder(path.join(dataDir, 'pg_wal'));
}

/** Closes the operating system's files of an instance dropped without close() (which would write again). */
function dropFiles(client: PGlite): void {
  const streams = (client as unknown as { Module?: { FS?: { streams?: unknown[] } } }).Module?.FS?.streams;
  for (const stream of streams ?? []) {
    const fd = (stream as { nfd?: unknown } | null)?.nfd;
    if (typeof fd !== 'number') continue;
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
  }
}

export interface ReopenOptions {
  dataDir: string;
  /** Opens a new instance on the folder (with the same setup as the first). */
  open: () => Promise<PGlite>;
  /** Lines for the operator (default: stderr). */
  log?: (message: string) => void;
}

export function reopenable(first: PGlite, options: ReopenOptions): PGlite {
  const { dataDir, open } = options;
  const log = options.log ?? ((message: string) => console.error(message));
  let current = first;
  let fault: unknown = null;
  let active = 0;
  const idle: Array<() => void> = [];
  let gate: Promise<void> | null = null;
  let reopening: Promise<boolean> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  /** After a failed open: no other attempt before this time. */
  let nextOpen = 0;

  const settled = () => {
    if (--active === 0) for (const wake of idle.splice(0)) wake();
  };
  const note = (error: unknown) => {
    if (fault !== null || stopped || !isStorageFault(error)) return;
    fault = error;
    log(dataDirMessages.databaseWriteFailed(dataDir, (error as Error).message ?? String(error)));
    retry = setInterval(() => void reopen(), RETRY_MS);
    retry.unref();
  };
  // After a failure, a statement first has the database opened anew if the folder takes writes again.
  const call: Run = (use) => {
    if (fault !== null && !stopped && !gate) return reopen().then(() => run(use));
    return run(use);
  };
  const run: Run = (use) => {
    if (gate) return gate.then(() => run(use));
    active++;
    let result: ReturnType<typeof use>;
    try {
      result = use(current);
    } catch (error) {
      settled();
      note(error);
      throw error;
    }
    if (!(result instanceof Promise)) {
      settled();
      return result;
    }
    return result.then(
      (value) => {
        settled();
        return value;
      },
      (error: unknown) => {
        settled();
        note(error);
        throw error;
      },
    );
  };

  const drained = () =>
    new Promise<boolean>((resolve) => {
      if (active === 0) return resolve(true);
      const timer = setTimeout(() => resolve(false), DRAIN_MS);
      idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  const reopen = (): Promise<boolean> => {
    if (fault === null || stopped) return Promise.resolve(fault === null);
    reopening ??= (async () => {
      // Cheap while the folder refuses writes (the probe fails at once); only then a new instance.
      try {
        probeFolders(dataDir);
      } catch {
        return false;
      }
      if (Date.now() < nextOpen) return false;
      let letThrough: () => void = () => {};
      gate = new Promise((resolve) => (letThrough = resolve));
      try {
        if (!(await drained())) return false;
        const next = await open();
        const old = current;
        current = next;
        fault = null;
        if (retry) clearInterval(retry);
        retry = null;
        dropFiles(old);
        log(dataDirMessages.databaseReopened(dataDir));
        return true;
      } catch (error) {
        nextOpen = Date.now() + OPEN_RETRY_MS;
        log(dataDirMessages.databaseReopenFailed(dataDir, (error as Error).message ?? String(error)));
        return false;
      } finally {
        gate = null;
        letThrough();
      }
    })().finally(() => (reopening = null));
    return reopening;
  };

  const storage: EmbeddedStorage = {
    get faulty() {
      return fault !== null;
    },
    check: async () => {
      if (fault !== null && !(await reopen())) throw fault;
      probeFolders(dataDir);
    },
    close: async () => {
      if (fault !== null) await reopen();
      stopped = true;
      if (retry) clearInterval(retry);
      if (fault !== null) return dropFiles(current);
      await run((client) => client.close());
    },
  };

  // The target only lends the prototype (instanceof PGlite); it holds no instance, so a dropped one can be freed.
  const target = Object.create(PGlite.prototype) as PGlite;
  return new Proxy(target, {
    get(_target, prop) {
      if (prop === RUN) return call;
      if (prop === STORAGE) return storage;
      const value: unknown = Reflect.get(current, prop);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        call((client) => (Reflect.get(client, prop) as (...a: unknown[]) => unknown).apply(client, args));
    },
    set: (_target, prop, value) => Reflect.set(current, prop, value),
    has: (_target, prop) => prop === RUN || prop === STORAGE || Reflect.has(current, prop),
    getPrototypeOf: () => Reflect.getPrototypeOf(current),
  });
}
