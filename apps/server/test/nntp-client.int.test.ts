import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NntpConnection,
  NntpError,
  NntpPool,
  parseNntpUrl,
  parseOverviewLine,
  type NntpConnectionOptions,
  type OverviewEntry,
} from '../src/integrations/nntp';
import { GROUP, NNTP, postFile, testbedMissing, type PostedSegment } from './usenet-testbed';

/*
 * The NNTP client against the real INN 2 of scripts/usenet-testbed.sh: articles
 * posted to alt.binaries.test are read back through GROUP, OVER and BODY —
 * pipelined, over several connections, compressed when INN offers it — and the
 * TLS (563, STARTTLS on 119) and AUTHINFO (1119) setups of the script are used
 * as an operator would: certificate checked, password right and wrong.
 * Other tests post to the same group at the same time, so articles are found
 * by their message-ids, never by assumed article numbers.
 */
const TLS_PORT = 563;
const AUTH_PORT = 1119;
const CERT = '/etc/news/nzbkino-test-cert.pem';
const USER = 'nzbkino';
const PASSWORD = 'Geheim:Wört@1';

const missing = await testbedMissing();
if (missing && process.env.USENET_TESTBED === 'required') throw new Error(`NNTP-Client-Test: ${missing}`);
if (missing) console.log(`NNTP-Client-Test gegen INN übersprungen: ${missing}`);

async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, NNTP.host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
const secureMissing =
  missing ??
  (!existsSync(CERT)
    ? `${CERT} fehlt`
    : !(await reachable(TLS_PORT)) || !(await reachable(AUTH_PORT))
      ? `INN hört nicht auf ${TLS_PORT} (TLS) und ${AUTH_PORT} (AUTHINFO)`
      : null);
if (secureMissing && !missing) {
  if (process.env.USENET_TESTBED === 'required')
    throw new Error(`NNTP-Client-Test (TLS/AUTHINFO): ${secureMissing}`);
  console.log(
    `NNTP-Client-Test mit TLS/AUTHINFO übersprungen: ${secureMissing}; scripts/usenet-testbed.sh richtet sie ein`,
  );
}

const plain: NntpConnectionOptions = { host: NNTP.host, port: NNTP.port, tls: 'none' };
const opened: NntpConnection[] = [];
async function open(options: Partial<NntpConnectionOptions> = {}): Promise<NntpConnection> {
  const connection = await NntpConnection.connect({ ...plain, ...options });
  opened.push(connection);
  return connection;
}

async function failure(promise: Promise<unknown>): Promise<NntpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NntpError);
  return error as NntpError;
}

/** One raw exchange: writes the bytes, resolves with the next status line. */
function exchange(socket: Socket, bytes: Buffer | null): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      resolve(text.slice(0, end));
    };
    socket.on('data', onData);
    socket.once('error', reject);
    if (bytes) socket.write(bytes);
  });
}

/**
 * Posts one text article with raw header bytes: by POST to nnrpd, which takes
 * only UTF-8 headers, or by IHAVE to innd's feeder on ::1 (the testbed's peer),
 * which stores Latin-1 headers as they come — as articles from other servers do.
 */
async function postRaw(
  via: 'POST' | 'IHAVE',
  messageId: string,
  subject: Buffer,
  body: string[],
): Promise<void> {
  const socket = connect(NNTP.port, via === 'IHAVE' ? '::1' : NNTP.host);
  const greeting = await exchange(socket, null);
  expect(greeting).toMatch(/^20[01]/);
  const ready = await exchange(socket, Buffer.from(via === 'POST' ? 'POST\r\n' : `IHAVE ${messageId}\r\n`));
  expect(ready).toMatch(/^(340|335)/);
  const head = [
    'Path: nzbkino.test!not-for-mail',
    'From: NZBKino Test <poster@nzbkino.test>',
    `Newsgroups: ${GROUP}`,
    `Message-ID: ${messageId}`,
    `Date: ${new Date().toUTCString()}`,
  ];
  const article = Buffer.concat([
    Buffer.from(`${head.join('\r\n')}\r\nSubject: `),
    subject,
    Buffer.from(`\r\n\r\n${body.map((l) => (l.startsWith('.') ? `.${l}` : l)).join('\r\n')}\r\n.\r\n`),
  ]);
  expect(await exchange(socket, article)).toMatch(/^(240|235)/);
  socket.end('QUIT\r\n');
}

/** yEnc back to bytes (the parts between =ypart and =yend). */
function yencDecode(body: Buffer): Buffer {
  const out: number[] = [];
  for (const line of body.toString('latin1').split('\r\n')) {
    if (line.startsWith('=ybegin') || line.startsWith('=ypart') || line.startsWith('=yend') || line === '')
      continue;
    for (let i = 0; i < line.length; i++) {
      let c = line.charCodeAt(i);
      if (c === 0x3d) c = line.charCodeAt(++i) - 64;
      out.push((c - 42) & 0xff);
    }
  }
  return Buffer.from(out);
}

describe.skipIf(missing !== null)('NNTP client against INN', () => {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const RELEASE = `NNTP.Client.Probe.${unique}.German.1080p.WEB.x264-NZBKINO`;
  const original = randomBytes(250_000);
  const utf8Id = `<utf8.${unique}@nzbkino.test>`;
  const latin1Id = `<latin1.${unique}@nzbkino.test>`;
  let segments: PostedSegment[];
  let before: number;
  let after: number;
  let pool: NntpPool;

  beforeAll(async () => {
    const probe = await open();
    before = (await probe.group(GROUP)).high;
    segments = await postFile('nntp-probe.bin', original, RELEASE, 60_000);
    await postRaw('POST', utf8Id, Buffer.from(`Die.Ärzte.Übergröße.${unique}`, 'utf8'), [
      '.dot line',
      '..',
      'ende',
    ]);
    await postRaw('IHAVE', latin1Id, Buffer.from(`Schöne.Grüße.${unique}`, 'latin1'), ['latin']);
    after = (await probe.group(GROUP)).high;
    pool = new NntpPool([{ ...plain, name: 'inn', connections: 3, priority: 0 }], {
      pipelineDepth: 3,
      chunkSize: 2,
    });
  }, 60_000);

  afterAll(async () => {
    await pool?.close();
    for (const connection of opened) await connection.quit();
  });

  it('reads the posted headers back with OVER through the pool, pipelined over several connections', async () => {
    const found = new Map<string, OverviewEntry>();
    let chunks = 0;
    let previous = before;
    for await (const chunk of pool.over(GROUP, before + 1, after)) {
      expect(chunk.from).toBe(previous + 1);
      previous = chunk.to;
      chunks++;
      for (const line of chunk.lines) {
        const entry = parseOverviewLine(line);
        expect(entry).not.toBeNull();
        found.set(entry!.messageId, entry!);
      }
    }
    expect(previous).toBe(after);
    expect(chunks).toBeGreaterThanOrEqual(4);
    expect(pool.status()[0]!.open).toBe(3);

    for (const [i, segment] of segments.entries()) {
      const entry = found.get(`<${segment.messageId}>`);
      expect(entry?.subject).toBe(`${RELEASE} [1/1] - "nntp-probe.bin" yEnc (${i + 1}/${segments.length})`);
      expect(entry?.from).toBe('NZBKino Test <poster@nzbkino.test>');
      // yEnc adds a little to the raw part: the article is larger than its share of the file.
      expect(entry?.bytes).toBeGreaterThan(Math.min(60_000, original.length - i * 60_000));
      expect(entry?.xref).toMatch(new RegExp(`${GROUP.replace(/\./g, '\\.')}:${entry!.number}$`));
      expect(Math.abs(entry!.date!.getTime() - Date.now())).toBeLessThan(3_600_000);
    }
    // Umlauts posted in UTF-8 and, through the feeder, in Latin-1 both come out right.
    expect(found.get(utf8Id)?.subject).toBe(`Die.Ärzte.Übergröße.${unique}`);
    expect(found.get(latin1Id)?.subject).toBe(`Schöne.Grüße.${unique}`);
  });

  it('fetches the bodies through the pool at once, and the yEnc parts give back the posted file', async () => {
    const bodies = await Promise.all(segments.map((segment) => pool.body(segment.messageId)));
    expect(Buffer.concat(bodies.map(yencDecode)).equals(original)).toBe(true);
    expect(bodies[0]!.toString('latin1')).toMatch(
      /^=ybegin part=1 total=5 line=128 size=250000 name=nntp-probe.bin\r\n/,
    );
    // Dot-stuffing undone: the article's lines ".dot line" and "." come back as posted.
    expect((await pool.body(utf8Id)).toString()).toBe('.dot line\r\n..\r\nende\r\n');
  });

  it('pipelines GROUP, OVER and BODY on one connection, matching the answers in order', async () => {
    const connection = await open();
    const lines: Buffer[] = [];
    const [group, count, ...bodies] = await Promise.all([
      connection.group(GROUP),
      connection.over(GROUP, before + 1, after, (batch) => lines.push(...batch)),
      ...segments.map((segment) => connection.body(segment.messageId)),
    ]);
    expect(group.high).toBeGreaterThanOrEqual(after);
    expect(count).toBe(lines.length);
    expect(lines.map((l) => parseOverviewLine(l)?.messageId)).toContain(latin1Id);
    expect(Buffer.concat(bodies.map(yencDecode)).equals(original)).toBe(true);
  });

  it('uses COMPRESS DEFLATE as INN offers it, and reads the same without it', async () => {
    const compressed = await open();
    const uncompressed = await open({ compress: false });
    expect(compressed.capabilities.get('COMPRESS')).toEqual(['DEFLATE']);
    expect(compressed.compressed).toBe(true);
    expect(uncompressed.compressed).toBe(false);
    const read = async (connection: NntpConnection) => {
      const lines: Buffer[] = [];
      await connection.over(GROUP, before + 1, after, (batch) => lines.push(...batch));
      return Buffer.concat(lines.map((l) => Buffer.concat([l, Buffer.from('\n')])));
    };
    expect((await read(compressed)).equals(await read(uncompressed))).toBe(true);
    expect(
      (await compressed.body(segments[1]!.messageId)).equals(await uncompressed.body(segments[1]!.messageId)),
    ).toBe(true);
  });

  it('lists active groups by wildmat and follows INN’s overview format', async () => {
    const connection = await open();
    expect((await connection.listActive('alt.binaries.t*')).map((g) => g.name)).toContain(GROUP);
    expect(await connection.listActive('nzbkino.gibt.es.nicht.*')).toEqual([]);
    expect(await connection.overviewFormat()).toEqual([
      'Subject:',
      'From:',
      'Date:',
      'Message-ID:',
      'References:',
      'Bytes:',
      'Lines:',
      'Xref:full',
    ]);
  });

  it('maps INN’s refusals: 411 for an unknown group, 430 for a missing article', async () => {
    const connection = await open();
    expect(await failure(connection.group('alt.binaries.gibt.es.nicht'))).toMatchObject({
      kind: 'no_such_group',
      code: 411,
    });
    const article = await failure(pool.body(`<nie.gepostet.${unique}@nzbkino.test>`));
    expect(article).toMatchObject({ kind: 'no_article' });
    const direct = await failure(connection.body(`<nie.gepostet.${unique}@nzbkino.test>`));
    expect(direct).toMatchObject({ kind: 'no_article', code: 430 });
  });

  describe.skipIf(secureMissing !== null)(
    'TLS and AUTHINFO as scripts/usenet-testbed.sh sets them up',
    () => {
      const cert = () => readFileSync(CERT, 'utf8');

      it('refuses INN’s self-signed certificate on 563 unless it is allowed or trusted', async () => {
        const refused = await failure(open({ port: TLS_PORT, tls: 'tls' }));
        expect(refused).toMatchObject({ kind: 'tls', context: { detail: 'DEPTH_ZERO_SELF_SIGNED_CERT' } });
        const allowed = await open({ port: TLS_PORT, tls: 'tls', allowSelfSigned: true });
        expect(allowed.secure).toBe(true);
        expect((await allowed.group(GROUP)).high).toBeGreaterThanOrEqual(after);
        const trusted = await open({ port: TLS_PORT, tls: 'tls', ca: cert() });
        expect(Buffer.concat([await trusted.body(segments[0]!.messageId)]).length).toBeGreaterThan(60_000);
      });

      it('upgrades port 119 with STARTTLS', async () => {
        expect(await failure(open({ tls: 'starttls' }))).toMatchObject({ kind: 'tls' });
        const connection = await open({ tls: 'starttls', ca: cert() });
        expect(connection.secure).toBe(true);
        expect(connection.capabilities.has('STARTTLS')).toBe(false);
        expect((await connection.group(GROUP)).high).toBeGreaterThanOrEqual(after);
      });

      it('logs in with AUTHINFO USER/PASS from an NNTP_URL, and refuses a wrong or missing password', async () => {
        const url = `nntp://${USER}:${encodeURIComponent(PASSWORD)}@${NNTP.host}:${AUTH_PORT}`;
        const server = parseNntpUrl(url);
        expect(server.password).toBe(PASSWORD);
        const connection = await open(server);
        expect((await connection.group(GROUP)).high).toBeGreaterThanOrEqual(after);

        const wrong = await failure(open({ ...server, password: 'falsch' }));
        expect(wrong).toMatchObject({ kind: 'auth_failed', code: 481 });
        expect(wrong.message).toContain('Prüfen Sie Benutzername und Passwort');

        const anonymous = await open({ port: AUTH_PORT });
        expect(await failure(anonymous.group(GROUP))).toMatchObject({ kind: 'auth_required', code: 480 });
      });

      it('logs in over STARTTLS and reads through a pool of authenticated connections', async () => {
        const server = parseNntpUrl(
          `nntp://${USER}:${encodeURIComponent(PASSWORD)}@${NNTP.host}:${AUTH_PORT}?starttls=1&connections=2`,
        );
        const secured = new NntpPool([{ ...server, ca: cert() }], { chunkSize: 3 });
        try {
          let lines = 0;
          for await (const chunk of secured.over(GROUP, before + 1, after)) lines += chunk.lines.length;
          expect(lines).toBeGreaterThanOrEqual(segments.length + 2);
          expect((await secured.body(latin1Id)).toString()).toBe('latin\r\n');
          expect(secured.status()[0]).toMatchObject({ open: 2, failures: 0 });
        } finally {
          await secured.close();
        }
      });
    },
  );
});
