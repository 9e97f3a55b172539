// Bundles the server into dist/ with the workspace packages (TypeScript source)
// inlined; npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@nzbkino/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: [
    'src/main.ts',
    'src/cli.ts',
    // Loaded by the piscina pool from the bundle's folder (see modules/ingest/prepare-nzb.pool.ts).
    { in: 'src/modules/ingest/prepare-nzb.worker.ts', out: 'prepare-nzb.worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built to apps/server/dist');
