import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { backfillUsernameSkeletons } from '../modules/users/username-rules';
import { UsersRepository } from '../modules/users/users.repository';
import type { DatabaseHandle } from './client';

// Resolved next to this module: src/db/migrations when run from source,
// dist/migrations when bundled (the build copies the folder there).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function runMigrations(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.kind === 'postgres') {
    // Servers that start together would otherwise run the same migration twice.
    const migrate = (db: unknown) => migratePg(db as NodePgDatabase, { migrationsFolder: folder });
    await (handle.exclusively ? handle.exclusively(migrate) : migrate(handle.db));
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  }
  // Data a migration cannot compute in SQL: the look-alike skeletons of older accounts' names.
  await backfillUsernameSkeletons(new UsersRepository(handle.db));
}
