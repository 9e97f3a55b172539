import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { testConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';

/**
 * The server's OpenAPI document, built from the real app on an in-memory
 * PGlite (scripts/generate-api-types.mjs). One entry module on purpose: the
 * script used to load app, config and database as separate tsx imports, each
 * with its own copy of the shared schemas, and which copy named a schema
 * decided between "X" and "XInput" — the document changed from run to run.
 */
export async function openApiDocument(): Promise<unknown> {
  const database = await openDatabase({});
  await runMigrations(database);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nzbkino-openapi-'));
  try {
    // testConfig: fixed defaults (site name, no secrets from the environment), silent log.
    const app = await buildApp(testConfig({ webDist: '/nonexistent', dataDir, logLevel: 'silent' }), {
      database,
    });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return document;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
