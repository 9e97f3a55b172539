import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createServices, type Services } from '../services';
import { FsBlobStore } from '../storage';

export interface CliContext {
  config: AppConfig;
  database: DatabaseHandle;
  services: Services;
}

/** Opens the configured database, migrated, for one CLI command. */
export async function withCliContext<T>(run: (ctx: CliContext) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    poolSize: 2,
  });
  let services: Services | undefined;
  try {
    await runMigrations(database);
    services = createServices(database.db, config, new FsBlobStore(`${config.dataDir}/blobs`));
    return await run({ config, database, services });
  } finally {
    await services?.ingest.close();
    await database.close();
  }
}
