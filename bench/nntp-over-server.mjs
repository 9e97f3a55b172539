/**
 * A news server that answers GROUP and OVER at wire speed, for
 * bench/indexer.bench.ts (run as its own process, so its CPU is not the
 * indexer's). Articles 1..N are invented deterministically: releases of
 * FILES files × PARTS parts, German names, RAR volumes, PAR2 and NFO, one
 * poster per release, every tenth release cross-posted. Each overview line is
 * made when asked for; a range's lines go out in 256 KB writes.
 *
 *   node bench/nntp-over-server.mjs <articles>   → prints "port <n>" and serves until killed
 */
import { createServer } from 'node:net';

const TOTAL = Number(process.argv[2] ?? 1_000_000);
const FILES = 40;
const PARTS = 50;
const PER_RELEASE = FILES * PARTS;
const GROUP = 'alt.binaries.bench';
const TITLES = [
  'Der.Schuh.des.Manitu',
  'Die.Faelscher',
  'Das.Boot',
  'Lola.rennt',
  'Der.Tatortreiniger.S07E0',
];
const BASE = Date.UTC(2026, 10, 1);

function line(n) {
  const r = Math.floor((n - 1) / PER_RELEASE);
  const within = (n - 1) % PER_RELEASE;
  const file = Math.floor(within / PARTS) + 1;
  const part = (within % PARTS) + 1;
  const name = `${TITLES[r % TITLES.length]}${r}.2024.German.DL.1080p.BluRay.x264-GRP${r % 97}`;
  const fileName =
    file === FILES
      ? `${name}.nfo`
      : file === FILES - 1
        ? `${name}.vol00+01.par2`
        : `${name}.part${String(file).padStart(2, '0')}.rar`;
  const subject = `${name} [${String(file).padStart(2, '0')}/${FILES}] - "${fileName}" yEnc (${part}/${PARTS})`;
  const date = new Date(BASE + n * 1000).toUTCString();
  const xref =
    r % 10 === 0 ? `Xref: bench ${GROUP}:${n} alt.binaries.german.bench:${n}` : `Xref: bench ${GROUP}:${n}`;
  return `${n}\t${subject}\tPoster${r % 500} <poster${r % 500}@bench.invalid>\t${date}\t<p${n}.r${r}@bench.invalid>\t\t${716800 + (n % 1000)}\t5500\t${xref}\r\n`;
}

const server = createServer((socket) => {
  socket.setNoDelay(true);
  socket.write('200 bench server ready\r\n');
  let buffer = '';
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    let at;
    while ((at = buffer.indexOf('\r\n')) >= 0) {
      const command = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      answer(socket, command);
    }
  });
  socket.on('error', () => {});
});

function answer(socket, command) {
  const [verb = '', arg = ''] = command.split(' ');
  switch (verb.toUpperCase()) {
    case 'CAPABILITIES':
      return socket.write('101 capabilities\r\nVERSION 2\r\nREADER\r\nOVER\r\n.\r\n');
    case 'MODE':
      return socket.write('200 reader\r\n');
    case 'GROUP':
      return socket.write(`211 ${TOTAL} 1 ${TOTAL} ${GROUP}\r\n`);
    case 'LIST':
      return socket.write(
        '215 order of fields\r\nSubject:\r\nFrom:\r\nDate:\r\nMessage-ID:\r\nReferences:\r\nBytes:\r\nLines:\r\nXref:full\r\n.\r\n',
      );
    case 'OVER':
    case 'XOVER': {
      const [from, to] = arg.split('-').map(Number);
      socket.write('224 overview follows\r\n');
      let out = '';
      for (let n = Math.max(1, from); n <= Math.min(TOTAL, to); n++) {
        out += line(n);
        if (out.length > 256 * 1024) {
          socket.write(out, 'latin1');
          out = '';
        }
      }
      return socket.write(`${out}.\r\n`, 'latin1');
    }
    case 'QUIT':
      return socket.end('205 bye\r\n');
    default:
      return socket.write('500 unknown\r\n');
  }
}

server.listen(0, '127.0.0.1', () => console.log(`port ${server.address().port}`));
