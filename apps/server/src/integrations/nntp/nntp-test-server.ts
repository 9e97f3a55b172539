import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer as createTlsServer, createSecureContext, TLSSocket } from 'node:tls';
import { constants, createDeflateRaw, createInflateRaw, type DeflateRaw } from 'node:zlib';

/** A key and a self-signed certificate (PEM), made by openssl for a test. */
export interface TestCertificate {
  key: string;
  cert: string;
}

/** Makes a throwaway self-signed certificate for the given names (DNS names or IP addresses). */
export function createTestCertificate(
  names: string[] = ['localhost', '127.0.0.1'],
  days = 2,
): TestCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'nntp-cert-'));
  try {
    const san = names.map((n) => (/^[\d.]+$|:/.test(n) ? `IP:${n}` : `DNS:${n}`)).join(',');
    execFileSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
        '-days', String(days), '-subj', `/CN=${names[0]}`, '-addext', `subjectAltName=${san}`,
        '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
      ], // prettier-ignore
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An article of the test server; subject and from may be raw bytes (Latin-1 posters). */
export interface TestArticle {
  messageId: string;
  subject: string | Buffer;
  from?: string | Buffer;
  date?: string;
  body?: string | Buffer;
  bytes?: number;
  lines?: number;
}

/** One client's session, as a script hook sees it. */
export interface TestSession {
  write(data: string | Buffer): void;
  /** Drops the connection without a goodbye. */
  destroy(): void;
  readonly group: string | null;
}

/** Handles a command instead of the server (return true), e.g. to fail, stall or cut it off. */
export type CommandHook = (command: string, session: TestSession) => boolean | void | Promise<boolean | void>;

export interface NntpTestServerOptions {
  /** TLS from the first byte (nntps). */
  tls?: TestCertificate;
  /** Offers STARTTLS with this certificate. */
  starttls?: TestCertificate;
  /** AUTHINFO USER/PASS required (480 before). */
  users?: Record<string, string>;
  /** Offers COMPRESS DEFLATE. */
  compress?: boolean;
  /** 'XOVER': a server that lists no OVER capability and answers OVER with 500. */
  overview?: 'OVER' | 'XOVER';
  /** An RFC 977 server: CAPABILITIES answers 500. */
  noCapabilities?: boolean;
  /** Instead of "200 …" (also settable later on the server). */
  greeting?: string;
  hook?: CommandHook;
}

export interface NntpTestServer {
  host: string;
  port: number;
  /** Every command received, AUTHINFO PASS with its password replaced. */
  commands: string[];
  /** Connections accepted so far. */
  accepted: number;
  /** The most commands that were waiting for an answer at one time on one connection. */
  maxPipelined: number;
  /** Adds articles to a group (created if new); returns their numbers. */
  post(group: string, articles: TestArticle[]): number[];
  setHook(hook: CommandHook | undefined): void;
  /** The greeting for connections from now on ("200 …" by default; "502 …" refuses). */
  greeting: string;
  /** Cuts every open connection (a server crash). */
  dropAll(): void;
  close(): Promise<void>;
}

interface Stored extends TestArticle {
  number: number;
  group: string;
}

const DEFAULT_DATE = 'Sat, 06 Dec 2025 12:00:00 +0000';

export async function startNntpTestServer(options: NntpTestServerOptions = {}): Promise<NntpTestServer> {
  const groups = new Map<string, Stored[]>();
  const sockets = new Set<Socket>();
  let hook = options.hook;
  const state: NntpTestServer = {
    host: '127.0.0.1',
    port: 0,
    commands: [],
    accepted: 0,
    maxPipelined: 0,
    greeting: options.greeting ?? '200 NZBKino test server ready',
    post(group, articles) {
      const list = groups.get(group) ?? [];
      groups.set(group, list);
      return articles.map((article) => {
        const number = (list.at(-1)?.number ?? 0) + 1;
        list.push({ ...article, number, group });
        return number;
      });
    },
    setHook: (next) => (hook = next),
    dropAll: () => sockets.forEach((socket) => socket.destroy()),
    close: () =>
      new Promise<void>((resolve) => {
        state.dropAll();
        server.close(() => resolve());
      }),
  };

  const handle = (raw: Socket) => {
    state.accepted++;
    sockets.add(raw);
    raw.on('close', () => sockets.delete(raw));
    raw.on('error', () => {});
    let socket: Socket = raw;
    let deflate: DeflateRaw | null = null;
    let secure = options.tls !== undefined;
    let user: string | null = null;
    let authenticated = !options.users;
    let group: string | null = null;
    let buffered = '';
    const queue: string[] = [];
    let busy = false;

    const session: TestSession = {
      write(data) {
        if (deflate) {
          deflate.write(data);
          deflate.flush(constants.Z_SYNC_FLUSH);
        } else socket.write(data);
      },
      destroy: () => socket.destroy(),
      get group() {
        return group;
      },
    };
    const onText = (text: string) => {
      buffered += text;
      let at;
      while ((at = buffered.indexOf('\r\n')) >= 0) {
        queue.push(buffered.slice(0, at));
        buffered = buffered.slice(at + 2);
      }
      state.maxPipelined = Math.max(state.maxPipelined, queue.length + (busy ? 1 : 0));
      void drain();
    };
    const onData = (chunk: Buffer) => onText(chunk.toString('utf8'));
    socket.on('data', onData);

    const capabilities = () => [
      'VERSION 2',
      'READER',
      ...(options.overview === 'XOVER' ? [] : ['OVER']),
      'LIST ACTIVE OVERVIEW.FMT',
      ...(!authenticated ? ['AUTHINFO USER'] : []),
      ...(options.starttls && !secure ? ['STARTTLS'] : []),
      ...(options.compress && !deflate ? ['COMPRESS DEFLATE'] : []),
    ];

    const drain = async () => {
      if (busy) return;
      busy = true;
      while (queue.length && !socket.destroyed) {
        const line = queue.shift()!;
        state.commands.push(line.replace(/^(AUTHINFO PASS) .*/i, '$1 ****'));
        if (hook && (await hook(line, session))) continue;
        answer(line);
      }
      busy = false;
    };

    const answer = (line: string) => {
      const [verb = '', ...args] = line.split(' ');
      const command = verb.toUpperCase();
      const open = ['CAPABILITIES', 'AUTHINFO', 'MODE', 'STARTTLS', 'COMPRESS', 'QUIT'];
      if (!authenticated && !open.includes(command)) return session.write('480 Authentication required\r\n');
      switch (command) {
        case 'CAPABILITIES':
          if (options.noCapabilities) return session.write('500 What?\r\n');
          return session.write(`101 Capability list:\r\n${capabilities().join('\r\n')}\r\n.\r\n`);
        case 'MODE':
          return session.write('200 Posting allowed\r\n');
        case 'QUIT':
          session.write('205 Bye\r\n');
          return socket.end();
        case 'AUTHINFO': {
          const [kind = '', ...rest] = args;
          const value = rest.join(' ');
          if (kind.toUpperCase() === 'USER') {
            user = value;
            return session.write('381 Password required\r\n');
          }
          if (user === null) return session.write('482 USER first\r\n');
          authenticated = options.users?.[user] === value;
          return session.write(authenticated ? '281 Welcome\r\n' : '481 Authentication failed\r\n');
        }
        case 'STARTTLS': {
          if (!options.starttls || secure) return session.write('502 Not now\r\n');
          socket.off('data', onData);
          const context = createSecureContext(options.starttls);
          socket.write('382 Continue with TLS negotiation\r\n', () => {
            const tls = new TLSSocket(raw, { isServer: true, secureContext: context });
            tls.on('error', () => {});
            tls.on('data', onData);
            socket = tls;
            secure = true;
            group = null;
          });
          return;
        }
        case 'COMPRESS': {
          if (!options.compress || deflate) return session.write('502 Not now\r\n');
          session.write('206 Compression active\r\n');
          const inflate = createInflateRaw();
          inflate.on('data', (chunk: Buffer) => onText(chunk.toString('utf8')));
          inflate.on('error', () => socket.destroy());
          socket.off('data', onData);
          socket.on('data', (chunk: Buffer) => inflate.write(chunk));
          deflate = createDeflateRaw();
          deflate.on('data', (chunk: Buffer) => socket.write(chunk));
          return;
        }
        case 'GROUP': {
          const list = groups.get(args[0] ?? '');
          if (!list) return session.write('411 No such group\r\n');
          group = args[0]!;
          const low = list[0]?.number ?? 1;
          const high = list.at(-1)?.number ?? 0;
          return session.write(`211 ${list.length} ${low} ${high} ${group}\r\n`);
        }
        case 'OVER':
        case 'XOVER': {
          if (command === 'OVER' && options.overview === 'XOVER') return session.write('500 What?\r\n');
          if (!group) return session.write('412 No group selected\r\n');
          const [from, to] = range(args[0] ?? '');
          const found = groups.get(group)!.filter((a) => a.number >= from && a.number <= to);
          if (found.length === 0) return session.write('423 No articles in that range\r\n');
          return session.write(dataBlock('224 Overview follows', found.map(overviewLine)));
        }
        case 'BODY':
        case 'ARTICLE':
        case 'HEAD': {
          const article = [...groups.values()].flat().find((a) => a.messageId === args[0]);
          if (!article) return session.write('430 No such article\r\n');
          const code = command === 'BODY' ? 222 : command === 'ARTICLE' ? 220 : 221;
          const head = headLines(article);
          const body = splitLines(article.body ?? '');
          const lines =
            command === 'BODY' ? body : command === 'HEAD' ? head : [...head, Buffer.alloc(0), ...body];
          return session.write(dataBlock(`${code} 0 ${article.messageId}`, lines));
        }
        case 'LIST': {
          const kind = (args[0] ?? 'ACTIVE').toUpperCase();
          if (kind === 'OVERVIEW.FMT') {
            const fmt = [
              'Subject:',
              'From:',
              'Date:',
              'Message-ID:',
              'References:',
              ':bytes',
              ':lines',
              'Xref:full',
            ];
            return session.write(
              dataBlock(
                '215 Order of fields',
                fmt.map((f) => Buffer.from(f)),
              ),
            );
          }
          const match = wildmat(args[1] ?? '*');
          const lines = [...groups]
            .filter(([name]) => match(name))
            .map(([name, list]) =>
              Buffer.from(`${name} ${list.at(-1)?.number ?? 0} ${list[0]?.number ?? 1} y`),
            );
          return session.write(dataBlock('215 List follows', lines));
        }
        default:
          return session.write('500 Unknown command\r\n');
      }
    };

    session.write(`${state.greeting}\r\n`);
  };

  const server: Server = options.tls ? createTlsServer(options.tls, handle) : createTcpServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  return state;
}

function range(text: string): [number, number] {
  const [from, to] = text.split('-');
  const start = Number(from);
  return [start, to === undefined ? start : to === '' ? Number.MAX_SAFE_INTEGER : Number(to)];
}

function overviewLine(a: Stored): Buffer {
  const body = a.body ?? '';
  return Buffer.concat([
    Buffer.from(`${a.number}\t`),
    Buffer.from(a.subject),
    Buffer.from('\t'),
    Buffer.from(a.from ?? 'Poster <poster@nzbkino.test>'),
    Buffer.from(`\t${a.date ?? DEFAULT_DATE}\t${a.messageId}\t\t${a.bytes ?? Buffer.byteLength(body)}\t`),
    Buffer.from(`${a.lines ?? splitLines(body).length}\tXref: test.nzbkino ${a.group}:${a.number}`),
  ]);
}

function headLines(a: Stored): Buffer[] {
  return [
    Buffer.concat([Buffer.from('Subject: '), Buffer.from(a.subject)]),
    Buffer.concat([Buffer.from('From: '), Buffer.from(a.from ?? 'Poster <poster@nzbkino.test>')]),
    Buffer.from(`Message-ID: ${a.messageId}`),
    Buffer.from(`Newsgroups: ${a.group}`),
  ];
}

function splitLines(body: string | Buffer): Buffer[] {
  const bytes = Buffer.from(body);
  const lines: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf('\r\n', start); at >= 0; at = bytes.indexOf('\r\n', start)) {
    lines.push(bytes.subarray(start, at));
    start = at + 2;
  }
  if (start < bytes.length) lines.push(bytes.subarray(start));
  return lines;
}

/** A status line, the lines dot-stuffed, and the terminating dot. */
export function dataBlock(status: string, lines: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from(`${status}\r\n`)];
  for (const line of lines) {
    if (line[0] === 0x2e) parts.push(Buffer.from('.'));
    parts.push(line, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('.\r\n'));
  return Buffer.concat(parts);
}

function wildmat(pattern: string): (name: string) => boolean {
  const rules = pattern.split(',').map((part) => {
    const negate = part.startsWith('!');
    const glob = (negate ? part.slice(1) : part).replace(/[.+^${}()|[\]\\]/g, '\\$&');
    return { negate, re: new RegExp(`^${glob.replace(/\*/g, '.*').replace(/\?/g, '.')}$`) };
  });
  return (name) => rules.reduce((matched, rule) => (rule.re.test(name) ? !rule.negate : matched), false);
}
