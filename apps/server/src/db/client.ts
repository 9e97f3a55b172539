import { cp } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock, type LockHolder } from './data-dir-lock';
import { assertOwnFiles, ensureWritableFolder } from './data-dir-check';
import { withDrizzleParsers } from './pglite-parsers';
import { onCurrentPglite, reopenable, storageOf, type EmbeddedStorage } from './pglite-reopen';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database's one-writer lock on its folder; null for PostgreSQL and in-memory PGlite. */
  lock: DataDirLock | null;
  /**
   * PostgreSQL: runs `run` on one connection while it holds a session advisory
   * lock, so that several servers (or server processes) starting at once
   * migrate one after the other. Absent on PGlite, which one process owns.
   */
  exclusively?: <T>(run: (db: Database) => Promise<T>) => Promise<T>;
  /**
   * PGlite in a folder: copies that folder to `target` after a checkpoint,
   * while no statement runs and no transaction is open (both wait, then go
   * on): a consistent copy of a database that keeps serving. A file copy, so
   * it takes no more memory at a million releases than at ten. Absent on
   * PostgreSQL (pg_dump does that there) and for an in-memory PGlite.
   */
  copyFolderTo?: (target: string) => Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock key of migrations (any constant no other code uses). */
const MIGRATION_LOCK = 4_815_162_342;

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; unset for the embedded PGlite. */
  url?: string | undefined;
  /** PGlite data folder; unset means in memory (tests). */
  dataDir?: string | undefined;
  /** An in-memory PGlite starts from this dump (`dumpDataDir`) instead of an empty cluster: a migrated template for tests. */
  template?: Blob | undefined;
  poolSize?: number;
  /** Who opens a PGlite folder, for the lock that keeps every other process out (default: a CLI). */
  holder?: Pick<LockHolder, 'owner' | 'role'>;
  /**
   * An idle PostgreSQL connection failed (the server restarted, an admin
   * ended it): the pool drops it and opens another when needed. Without a
   * handler such an error would end the process. Default: one line on stderr.
   */
  onConnectionError?: (error: Error) => void;
}

const reportConnectionError = (error: Error) =>
  console.error(`PostgreSQL-Verbindung getrennt, sie wird bei Bedarf neu aufgebaut: ${error.message}`);

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', options.onConnectionError ?? reportConnectionError);
    // Fail at start-up, not on the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    return {
      db: drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database,
      kind: 'postgres',
      lock: null,
      exclusively: async (run) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          try {
            return await run(drizzlePg(client, { schema, casing: 'snake_case' }) as unknown as Database);
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (!options.dataDir) return openPglite(undefined, null, options.template);
  // Before PGlite: a folder it cannot write ends in "Aborted()" deep inside the WASM module.
  ensureWritableFolder(path.dirname(options.dataDir));
  ensureWritableFolder(options.dataDir);
  assertOwnFiles(options.dataDir);
  const lock = await acquireDataDirLock(
    `${options.dataDir}.lock`,
    options.holder ?? { owner: 'CLI', role: 'cli' },
  );
  try {
    return await openPglite(options.dataDir, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPglite(
  dataDir: string | undefined,
  lock: DataDirLock | null,
  template?: Blob,
): Promise<DatabaseHandle> {
  const create = async () =>
    withDrizzleParsers(
      await PGlite.create({
        ...(dataDir ? { dataDir } : {}),
        ...(template ? { loadDataDir: template } : {}),
        extensions: { pg_trgm },
      }),
    );
  const first = await create();
  // In a folder: opened anew after a write failed at the file system, once the folder takes writes again.
  const client = dataDir ? reopenable(first, { dataDir, open: create }) : first;
  const storage = storageOf(client);
  return {
    db: drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database,
    kind: 'pglite',
    lock,
    ...(dataDir
      ? {
          copyFolderTo: async (target: string) => {
            // A checkpoint that fails at the file system leaves PGlite spinning in its next statement.
            await storage?.check();
            await onCurrentPglite(client, async (pglite) => {
              await pglite.exec('checkpoint');
              await pglite._runExclusiveTransaction(() =>
                pglite._runExclusiveQuery(() => cp(dataDir, target, { recursive: true })),
              );
            });
          },
        }
      : {}),
    close: async () => {
      try {
        await (storage ? storage.close() : client.close());
      } finally {
        // Only after PGlite has written everything may another process open the folder.
        lock?.release();
      }
    },
  };
}

/**
 * Throws while the embedded database in a folder cannot write (see
 * {@link EmbeddedStorage.check}); nothing for PostgreSQL and in-memory PGlite,
 * whose writes the caller's own statement proves.
 */
export async function checkDatabaseStorage(db: Database): Promise<void> {
  const storage: EmbeddedStorage | null = storageOf((db as unknown as { $client?: unknown }).$client);
  await storage?.check();
}
