import { defineConfig } from 'vitest/config';

// Three tiers (house rule 10): pure unit tests, integration tests that build the
// app against a fresh database, and browser journeys against the built app.
// Every test must run at least one expect(): a test that asserts nothing cannot fail.
const expect = { requireAssertions: true };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          expect,
          // Pure functions and classes: files may share a worker's modules (30 → 17 s).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
          ],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          expect,
          root: './apps/web',
          environment: 'jsdom',
          // Files share a worker's modules (131 → 33 s on 2 cores: each file imported React,
          // the router and the app anew). So no vi.mock of a module another file may have
          // loaded (spy on an object instead), and src/test/setup.ts undoes each test's changes.
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'integration',
          expect,
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          // One migrated database per run, copied by every file (test/test-database.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Files share a worker's loaded modules (each still builds its own app and database):
          // importing the server's ~400 modules again per file cost the PGlite pass ~110 of its ~400 s.
          // A file must therefore leave no module-level change behind (restore prototype spies).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          expect,
          include: ['e2e/**/*.e2e.test.ts'],
          // The demo data, seeded once and copied for each journey's server.
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
