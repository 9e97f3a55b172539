import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig, type AppConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database; call close() in afterAll. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig({ webDist: '/nonexistent', ...overrides }), { database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
