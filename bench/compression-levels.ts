/**
 * What compressing one real answer costs per brotli quality and for gzip, on
 * this thread: the figures behind BROTLI_QUALITY in
 * apps/server/src/plugins/compressed-body.ts. api-load.ts prints it for the
 * first release page of the server it measures.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const RUNS = 7;

function median(run: () => Buffer): { ms: number; bytes: number } {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    bytes = run().length;
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(RUNS / 2)]!, bytes };
}

export function printCompressionLevels(body: Buffer, what: string): void {
  const rows: [string, { ms: number; bytes: number }][] = [['gzip 6', median(() => gzipSync(body))]];
  for (const quality of [1, 4, 5, 6, 9, 11]) {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    rows.push([`br ${quality}`, median(() => brotliCompressSync(body, { params }))]);
  }
  const kib = (n: number) => (n / 1024).toFixed(1);
  console.log(`Kompression von ${what} (${kib(body.length)} KiB), Median aus ${RUNS}:`);
  for (const [name, r] of rows)
    console.log(`  ${name.padEnd(6)} ${r.ms.toFixed(2).padStart(6)} ms  ${kib(r.bytes)} KiB`);
}
