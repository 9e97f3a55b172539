import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { adminQuery } from './admin-query';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the dump of a migrated in-memory PGlite (PGlite pass). */
    pgliteTemplate: string | null;
    /** A migrated PostgreSQL database each test file copies (PostgreSQL pass). */
    postgresTemplate: string | null;
    /** The folder of this run's server bundle (`main.js`, `cli.js`), which tests start as processes. */
    serverBundle: string;
  }
}

const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * The server bundled as `npm run build` bundles it, into a folder of this run
 * (beside dist/, never dist/ itself, which a build may be writing meanwhile).
 * Tests start the CLI and the server from it as users run them: a start from
 * the bundle costs ~2.5 s of CPU less than one through tsx, and the suite
 * starts dozens.
 */
function bundleServer(): { folder: string; remove: () => void } {
  const name = `dist-test-${randomBytes(4).toString('hex')}`;
  execFileSync(process.execPath, ['build.mjs', '--outdir', name], { cwd: serverDir, stdio: 'ignore' });
  const folder = path.join(serverDir, name);
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * Migrates one database for the whole integration run, which every test file
 * then copies: an empty PGlite cluster takes ~1.5 s to create and migrate,
 * loading a dump ~0.4 s; on PostgreSQL `CREATE DATABASE … TEMPLATE` replaces
 * running every migration per file. Each file still gets its own database.
 */
export default async function setup(project: TestProject) {
  const bundle = bundleServer();
  project.provide('serverBundle', bundle.folder);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const folder = mkdtempSync(path.join(tmpdir(), 'nzbkino-template-'));
    const handle = await openDatabase({});
    await runMigrations(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', null);
    return () => {
      rmSync(folder, { recursive: true, force: true });
      bundle.remove();
    };
  }
  const name = `nzbkino_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
  await runMigrations(handle);
  await handle.close();
  project.provide('pgliteTemplate', null);
  project.provide('postgresTemplate', name);
  return async () => {
    bundle.remove();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
