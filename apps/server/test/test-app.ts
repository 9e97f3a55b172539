import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { testConfig, type TestConfigOverrides } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { FsBlobStore } from '../src/storage';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  blobs: FsBlobStore;
  dataDir: string;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database; call close() in afterAll. */
export async function createTestApp(
  overrides: TestConfigOverrides = {},
  build: Pick<BuildOptions, 'responseCache' | 'logStream'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nzbkino-test-'));
  const blobs = new FsBlobStore(path.join(dataDir, 'blobs'));
  const app = await buildApp(testConfig({ webDist: '/nonexistent', dataDir, ...overrides }), {
    ...build,
    database,
    blobs,
  });
  await app.ready();
  return {
    app,
    database,
    blobs,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
