import { buildApp } from './app';
import { removeCrashLeftovers, startBackgroundTasks } from './background';
import { ConfigError, loadConfig } from './config';
import { seedDemo } from './seed/demo-seed';
import { ensureFirstAdmin } from './seed/first-admin';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // The demo switch is explicit: `npm start` passes --demo, a production start does not.
  if (process.argv.includes('--demo')) config.demo = true;
  const app = await buildApp(config);
  await removeCrashLeftovers(app);

  if (config.demo) {
    const report = await seedDemo(app.database.db, app.services, (msg) => app.log.info(msg));
    app.log.info({ ...report }, 'demo data checked');
  } else {
    // Never an account with a known password outside the demo start.
    await ensureFirstAdmin(app.services, (message) => app.log.warn(message));
  }

  const background = await startBackgroundTasks(app, config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // Commands of the CLI and a watch pass under way finish before the database closes.
    background
      .stop()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Mails gehen an: ${app.services.mail.target}`);
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // The bound port, which differs from the configured one with PORT=0.
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  app.log.info(`${config.siteName} läuft auf http://${shown}:${port} (Datenbank: ${app.database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
