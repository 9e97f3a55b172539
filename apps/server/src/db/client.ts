import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; unset for the embedded PGlite. */
  url?: string | undefined;
  /** PGlite data folder; unset means in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
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
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm },
  });
  return {
    db: drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}
