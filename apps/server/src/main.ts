import { buildApp } from './app';
import { removeCrashLeftovers, startBackgroundTasks, type BackgroundTasks } from './background';
import { ConfigError, loadConfig } from './config';
import { seedDemo } from './seed/demo-seed';
import { ensureFirstAdmin } from './seed/first-admin';
import { runsBackground, serverProcessRole, superviseServerProcesses } from './server-processes';
import { loggedError } from './lib/logged-error';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // The demo switch is explicit: `npm start` passes --demo, a production start does not.
  if (process.argv.includes('--demo')) config.demo = true;
  const role = serverProcessRole(config);
  if (role.kind === 'primary') return superviseServerProcesses(config);
  // With several server processes, only number 0 seeds, clears leftovers and runs the background tasks.
  const leads = runsBackground(role);
  const app = await buildApp(config);
  if (leads) await removeCrashLeftovers(app);

  if (!config.demo && leads) {
    // Never an account with a known password outside the demo start.
    await ensureFirstAdmin(app.services, (message) => app.log.warn(message));
  }

  // Without demo data to seed, the CLI's channel and the watch folder are ready before the first request.
  let background: BackgroundTasks | null =
    config.demo || !leads ? null : await startBackgroundTasks(app, config);
  let seeding: Promise<void> = Promise.resolve();
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
    // The demo seeding and the CLI's commands or a watch pass under way finish before the database closes.
    seeding
      .then(() => background?.stop())
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
  // Caches forget what other writers changed; the process with the background work prunes the feed.
  await app.services.newznab.followers.start({ prune: leads });
  app.log.info(`Mails gehen an: ${app.services.mail.target}`);
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // The bound port, which differs from the configured one with PORT=0.
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const processPart = role.kind === 'server' ? `, Serverprozess ${role.number} von ${role.of}` : '';
  app.log.info(
    `${config.siteName} läuft auf http://${shown}:${port} (Datenbank: ${app.database.kind}${processPart})`,
  );

  // The site answers at once; the demo data fills in behind it (pages show what
  // exists so far, GET /api/health says `demoSeed: running` until it is done).
  // With demo data the CLI's channel and the watch folder start after it, so they never race the seeding.
  // `seeding` covers the start of the background tasks too: a SIGTERM right after the
  // seed waits for them to be up and then stops them (no control socket left behind).
  if (config.demo && leads) {
    seeding = runDemoSeed(app).then(async (seeded) => {
      if (!closing) background = await startBackgroundTasks(app, config);
      // Done once the CLI can reach the server too (journeys run the CLI right away).
      if (seeded) app.services.health.demoSeed = 'done';
    });
    await seeding;
  }
}

/** Seeds the demo data; false (and health `failed`) when that failed. The caller reports `done`. */
async function runDemoSeed(app: Awaited<ReturnType<typeof buildApp>>): Promise<boolean> {
  const health = app.services.health;
  health.demoSeed = 'running';
  const started = Date.now();
  try {
    const report = await seedDemo(app.database.db, app.services, (msg) => app.log.info(msg));
    app.log.info(
      { ...report, seconds: Math.round((Date.now() - started) / 100) / 10 },
      'Demo-Daten vollständig',
    );
    return true;
  } catch (error) {
    health.demoSeed = 'failed';
    app.log.error({ err: error }, 'Demo-Daten konnten nicht angelegt werden');
    return false;
  }
}

main().catch((error: unknown) => {
  // Never the parameters of a failed statement (secrets of a settings row, a member's data).
  console.error(error instanceof ConfigError ? error.message : loggedError(error));
  process.exit(1);
});
