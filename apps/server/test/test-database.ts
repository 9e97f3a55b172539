import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { adminQuery } from './admin-query';

let pgliteDump: Blob | undefined;

/** The migrated PGlite of the run's global setup, read once per test file. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  pgliteDump ??= new Blob([readFileSync(file)]);
  return pgliteDump;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a scratch PostgreSQL database created for this file
 * and dropped on close, so files can run in parallel without sharing rows.
 * Both start as a copy of the migrated template of test/global-setup.ts.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = pgliteTemplate();
    const handle = await openDatabase({ template });
    if (!template) await runMigrations(handle);
    return handle;
  }
  const scratch = await scratchPostgres(adminUrl);
  // Connections still closing when the database is dropped are ended by the server; that is expected here.
  const handle = await openDatabase({ url: scratch.url, poolSize: 5, onConnectionError: () => {} });
  if (!scratch.migrated) await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A scratch PostgreSQL database on the server of `adminUrl`, a copy of the
 * run's migrated template when there is one: its URL (for a process the test
 * starts) and how to drop it.
 */
export async function scratchPostgres(
  adminUrl: string,
): Promise<{ url: string; migrated: boolean; drop: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  const name = `nzbkino_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    migrated: Boolean(template),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
