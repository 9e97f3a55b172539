/**
 * Throughput of the yEnc decoder (apps/server/src/integrations/yenc) on one core.
 * Run: npx tsx bench/yenc.bench.ts
 *      YENCODE=/path/to/node_modules/yencode npx tsx bench/yenc.bench.ts   (compare with the native package)
 *
 * Method: 32 articles of 768,000 random bytes (a common segment size), encoded once
 * with the test bed's encoder (128-byte lines, CRLF, as BODY returns them), then
 * decoded round after round for ~3 s after one warm-up round. The figure counts decoded
 * bytes per second including header parsing, size checks and the CRC32 (node:zlib);
 * the CRC32 alone is timed too, so the decoding loop's share can be read off.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import { decodeYenc } from '../apps/server/src/integrations/yenc';
import { yencLines } from '../apps/server/test/usenet-testbed';

const ARTICLES = 32;
const PART = 768_000;
const SECONDS = 3;

function article(data: Buffer, part: number): Buffer {
  const lines = [
    `=ybegin part=${part} total=${ARTICLES} line=128 size=${ARTICLES * PART} name=bench.part01.rar`,
    `=ypart begin=${(part - 1) * PART + 1} end=${part * PART}`,
    ...yencLines(data),
    `=yend size=${data.length} part=${part} pcrc32=${crc32(data).toString(16).padStart(8, '0')}`,
  ];
  return Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'latin1');
}

const bodies = Array.from({ length: ARTICLES }, (_, i) => article(randomBytes(PART), i + 1));
const encodedBytes = bodies.reduce((sum, b) => sum + b.length, 0);
const decodedBytes = ARTICLES * PART;

/** Runs `round` until SECONDS have passed; MB/s of decoded bytes. */
function measure(round: () => void): number {
  round();
  let rounds = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < SECONDS) {
    round();
    rounds++;
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  }
  return (rounds * decodedBytes) / elapsed / 1e6;
}

const mbs = (n: number) => `${n.toFixed(0)} MB/s`;
console.log(
  `${ARTICLES} articles × ${PART} bytes (encoded ${(encodedBytes / ARTICLES).toFixed(0)} bytes each)`,
);

const ours = measure(() => {
  for (const body of bodies) if (!decodeYenc(body).crcOk) throw new Error('CRC');
});
console.log(
  `decodeYenc (decode + checks + CRC32): ${mbs(ours)} decoded, ${mbs((ours * encodedBytes) / decodedBytes)} read`,
);

const plain = bodies.map((b) => decodeYenc(b).data);
console.log(`CRC32 alone (node:zlib):               ${mbs(measure(() => plain.forEach((d) => crc32(d))))}`);

if (process.env.YENCODE) {
  const yencode = createRequire(import.meta.url)(process.env.YENCODE) as {
    decode(data: Buffer): Buffer;
    crc32(data: Buffer): Buffer;
  };
  // Raw data lines only, as yencode.decode wants them; its own CRC32 to make the work equal.
  const raw = bodies.map((b) => {
    const text = b.toString('latin1');
    const from = text.indexOf('\n', text.indexOf('=ypart')) + 1;
    return b.subarray(from, text.lastIndexOf('=yend'));
  });
  const native = measure(() => raw.forEach((r) => yencode.crc32(yencode.decode(r))));
  console.log(`yencode (native decode + CRC32):      ${mbs(native)} decoded`);
}
