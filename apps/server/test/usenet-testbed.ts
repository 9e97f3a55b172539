import { existsSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * The loopback usenet of ../shared/usenet-testbed.md: INN 2 on 127.0.0.1:119
 * and NZBGet (both Debian packages, set up by scripts/usenet-testbed.sh).
 */
export const NNTP = { host: '127.0.0.1', port: 119 };
export const GROUP = 'alt.binaries.test';
export const NZBGET = '/usr/bin/nzbget';

/** A line-based NNTP conversation: send a line, read the status line. */
export class NntpSession {
  private buffer = '';
  private waiting: ((line: string) => void)[] = [];
  private lines: string[] = [];

  constructor(private readonly socket: Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let at;
      while ((at = this.buffer.indexOf('\r\n')) >= 0) {
        const line = this.buffer.slice(0, at);
        this.buffer = this.buffer.slice(at + 2);
        const next = this.waiting.shift();
        if (next) next(line);
        else this.lines.push(line);
      }
    });
  }

  read(): Promise<string> {
    const line = this.lines.shift();
    return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => this.waiting.push(resolve));
  }

  async command(text: string): Promise<string> {
    this.socket.write(`${text}\r\n`, 'latin1');
    return this.read();
  }

  write(text: string): void {
    this.socket.write(text, 'latin1');
  }

  close(): void {
    this.socket.end('QUIT\r\n');
  }
}

/** A reader session with INN on loopback, past its greeting. */
export async function session(): Promise<NntpSession> {
  const socket = connect(NNTP.port, NNTP.host);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const nntp = new NntpSession(socket);
  const greeting = await nntp.read();
  if (!greeting.startsWith('200')) throw new Error(`NNTP greeting: ${greeting}`);
  return nntp;
}

/** Why the testbed cannot run here, or null when it can (NZBGet installed, INN answering with the group). */
export async function testbedMissing(): Promise<string | null> {
  if (!existsSync(NZBGET)) return 'nzbget ist nicht installiert (scripts/usenet-testbed.sh)';
  try {
    const nntp = await session();
    const group = await nntp.command(`GROUP ${GROUP}`);
    nntp.close();
    return group.startsWith('211') ? null : `INN kennt die Gruppe ${GROUP} nicht (${group})`;
  } catch (error) {
    return `kein News-Server auf ${NNTP.host}:${NNTP.port} (${(error as Error).message}); scripts/usenet-testbed.sh richtet INN ein`;
  }
}

/** The yEnc line length the testbed posts with. */
export const LINE = 128;

/** yEnc-encodes bytes: critical characters (NUL, LF, CR, =) and a line's leading dot or edge whitespace are escaped. */
export function yencLines(data: Buffer): string[] {
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < data.length; i++) {
    const c = (data[i]! + 42) & 0xff;
    const edge = line.length === 0 || line.length >= LINE - 1;
    const escape =
      c === 0 ||
      c === 10 ||
      c === 13 ||
      c === 61 ||
      ((c === 9 || c === 32) && edge) ||
      (c === 46 && line.length === 0);
    line += escape ? `=${String.fromCharCode((c + 64) & 0xff)}` : String.fromCharCode(c);
    if (line.length >= LINE) {
      lines.push(line);
      line = '';
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface PostedSegment {
  messageId: string;
  bytes: number;
  number: number;
}

/** Posts a file as yEnc multipart articles; returns the segments an NZB describes. */
export async function postFile(
  name: string,
  data: Buffer,
  release: string,
  partSize: number,
): Promise<PostedSegment[]> {
  const nntp = await session();
  const total = Math.ceil(data.length / partSize);
  const segments: PostedSegment[] = [];
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  for (let part = 1; part <= total; part++) {
    const begin = (part - 1) * partSize;
    const chunk = data.subarray(begin, Math.min(begin + partSize, data.length));
    const messageId = `part${part}of${total}.${unique}@nzbkino.test`;
    const body = [
      `=ybegin part=${part} total=${total} line=${LINE} size=${data.length} name=${name}`,
      `=ypart begin=${begin + 1} end=${begin + chunk.length}`,
      ...yencLines(chunk),
      `=yend size=${chunk.length} part=${part} pcrc32=${crc32(chunk).toString(16).padStart(8, '0')}` +
        (part === total ? ` crc32=${crc32(data).toString(16).padStart(8, '0')}` : ''),
    ];
    const article = [
      'From: NZBKino Test <poster@nzbkino.test>',
      `Newsgroups: ${GROUP}`,
      `Subject: ${release} [1/1] - "${name}" yEnc (${part}/${total})`,
      `Message-ID: <${messageId}>`,
      '',
      // Dot-stuffing: a line starting with "." gets a second one.
      ...body.map((l) => (l.startsWith('.') ? `.${l}` : l)),
      '.',
      '',
    ].join('\r\n');
    const ready = await nntp.command('POST');
    if (!ready.startsWith('340')) throw new Error(`POST: ${ready}`);
    nntp.write(article);
    const done = await nntp.read();
    if (!done.startsWith('240')) throw new Error(`POST part ${part}: ${done}`);
    segments.push({ messageId, bytes: Buffer.byteLength(article, 'latin1'), number: part });
  }
  nntp.close();
  return segments;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
