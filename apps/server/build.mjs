// Bundles the server into dist/ with the workspace packages (TypeScript source)
// inlined; npm dependencies stay external and load from node_modules.
// `--outdir <folder>` bundles elsewhere (the integration tests' own copy); the
// folder must sit directly in apps/server, as dist does: the bundle finds the
// web app two levels up and node_modules above it.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@nzbkino/'));

const { outdir } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } }).values;
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [
    'src/main.ts',
    'src/cli.ts',
    // Loaded by the piscina pool from the bundle's folder (see modules/ingest/prepare-nzb.pool.ts).
    { in: 'src/modules/ingest/prepare-nzb.worker.ts', out: 'prepare-nzb.worker' },
  ],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', `${outdir}/migrations`, { recursive: true });
console.log(`server built to apps/server/${outdir}`);
