import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { GROUP, LINE, NNTP, NntpSession, session, yencLines, type PostedSegment } from './usenet-testbed';

/*
 * Posts whole releases to INN on loopback the way usenet posters do (yEnc multipart articles,
 * one subject shape per post, optional cross-posts and gaps), so that header indexing can be
 * tested against a real news server. Test support, not a test. Setup: ../shared/usenet-testbed.md.
 */

const run = promisify(execFile);
const CTLINND = '/usr/lib/news/bin/ctlinnd';
const PAR2 = '/usr/bin/par2';
// An answer INN does not give in this time means a dead connection; fail clearly instead of hanging.
const ANSWER_TIMEOUT_MS = 20_000;
// innd's own port for peers: scripts/usenet-testbed.sh leaves only ::1 as the peer `ME`, so a
// connection from ::1 reaches innd (transit mode), which takes streamed articles (TAKETHIS).
const FEEDER = { host: '::1', port: 119 };
// Articles in flight on the stream before waiting for answers: bounds memory, keeps innd busy.
const STREAM_WINDOW = 64;

/** One file of a release, as it will be posted. */
export interface ReleaseFile {
  name: string;
  data: Buffer;
}

/** What a subject template can use; `i` is zero-padded to the width of `n` (`[01/63]`), as posters write it. */
export interface SubjectFields {
  release: string;
  file: string;
  i: string;
  n: number;
  part: number;
  parts: number;
  bytes: number;
}

export type SubjectTemplate = string | ((fields: SubjectFields) => string);

/** The shape most posting tools write (nyuu, ngPost, newsmangler); `{bytes}` is also available. */
export const DEFAULT_SUBJECT = '{release} [{i}/{n}] - "{file}" yEnc ({part}/{parts})';
export const DEFAULT_POSTER = 'NZBKino Poster <poster@nzbkino.test>';

export interface PostReleaseOptions {
  /** The name put into `{release}`. */
  release: string;
  files: ReleaseFile[];
  subject?: SubjectTemplate;
  /** The `From` header. */
  poster?: string;
  /** One group, or several for a cross-post (`Newsgroups: a,b`). Created when missing (as root). */
  groups?: string[];
  /** Bytes of a file per article (usenet posts use ~700 KB; INN takes up to 1 MB articles). */
  partSize?: number;
  /** Parts not to post, for incomplete releases: `{ file, part }` pairs or a predicate. */
  skip?: { file: string; part: number }[] | ((file: string, part: number) => boolean);
  /**
   * `stream`: fed to innd with `MODE STREAM`/`TAKETHIS`, pipelined (3–4× faster; needs the
   * testbed's feeder on ::1). `post`: `POST` through nnrpd, as a poster's client does. `auto`
   * (default) streams when the feeder answers, else posts.
   */
  transport?: 'auto' | 'stream' | 'post';
  /** Parallel `POST` connections (POST only). */
  connections?: number;
  /** How the subject's non-ASCII characters are written: raw UTF-8 (today's tools) or Latin-1 (old ones). */
  subjectEncoding?: 'utf8' | 'latin1';
}

export interface PostedArticle extends PostedSegment {
  subject: string;
}

export interface PostedFile {
  name: string;
  /** 1-based position in the post (`[01/63]`). */
  index: number;
  bytes: number;
  parts: number;
  /** The articles posted for this file, in part order (skipped parts are absent). */
  articles: PostedArticle[];
  skipped: number[];
}

export interface PostedRelease {
  release: string;
  poster: string;
  groups: string[];
  files: PostedFile[];
  /** Articles posted (skipped parts not counted). */
  articles: number;
  /** Article bytes as sent, the sum of the segments' `bytes`. */
  bytes: number;
}

interface Outgoing {
  text: () => string;
  article: PostedArticle;
  file: PostedFile;
}

function fill(template: SubjectTemplate, fields: SubjectFields): string {
  if (typeof template === 'function') return template(fields);
  return template.replace(/\{(release|file|i|n|part|parts|bytes)\}/g, (_, key: keyof SubjectFields) =>
    String(fields[key]),
  );
}

/** A JS string whose char codes are the bytes to send (the session writes Latin-1). */
function wire(text: string, encoding: 'utf8' | 'latin1'): string {
  return encoding === 'utf8' ? Buffer.from(text, 'utf8').toString('latin1') : text;
}

function yencArticle(
  headers: string[],
  name: string,
  data: Buffer,
  part: number,
  total: number,
  partSize: number,
): string {
  const begin = (part - 1) * partSize;
  const chunk = data.subarray(begin, Math.min(begin + partSize, data.length));
  const body = [
    `=ybegin part=${part} total=${total} line=${LINE} size=${data.length} name=${name}`,
    `=ypart begin=${begin + 1} end=${begin + chunk.length}`,
    ...yencLines(chunk),
    `=yend size=${chunk.length} part=${part} pcrc32=${crc32(chunk).toString(16).padStart(8, '0')}` +
      (part === total ? ` crc32=${crc32(data).toString(16).padStart(8, '0')}` : ''),
  ];
  // Dot-stuffing: a line starting with "." gets a second one.
  return [...headers, '', ...body.map((l) => (l.startsWith('.') ? `.${l}` : l)), '.', ''].join('\r\n');
}

/** The next line from INN, or a clear error when none comes in time (a dead connection). */
export async function answer(nntp: NntpSession, what: string): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`INN antwortet nicht auf ${what}`)), ANSWER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([nntp.read(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Groups INN does not have; as root they are created with ctlinnd, else the error names the command. */
export async function ensureGroups(groups: string[]): Promise<void> {
  const missing: string[] = [];
  const nntp = await session();
  try {
    for (const group of groups) {
      nntp.write(`GROUP ${group}\r\n`);
      const reply = await answer(nntp, `GROUP ${group}`);
      if (reply.startsWith('411')) missing.push(group);
      else if (!reply.startsWith('211')) throw new Error(`GROUP ${group}: ${reply}`);
    }
  } finally {
    nntp.close();
  }
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0 || !existsSync(CTLINND)) {
    throw new Error(
      `INN kennt ${missing.join(', ')} nicht; als root anlegen: ` +
        missing.map((g) => `su news -s /bin/bash -c "${CTLINND} newgroup ${g} y"`).join('; '),
    );
  }
  for (const group of missing) {
    if (!/^[a-z0-9][a-z0-9.+_-]*$/.test(group)) throw new Error(`Ungültiger Gruppenname: ${group}`);
    await run('su', ['news', '-s', '/bin/bash', '-c', `${CTLINND} newgroup ${group} y`]);
  }
}

function encode(item: Outgoing): string {
  const text = item.text();
  item.article.bytes = Buffer.byteLength(text, 'latin1');
  return text;
}

/** innd in streaming mode, or null when `auto` finds no feeder (then articles go through POST). */
async function openFeeder(required: boolean): Promise<NntpSession | null> {
  const socket = connect(FEEDER.port, FEEDER.host);
  socket.setNoDelay(true);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    // A connection innd drops later shows as an answer that does not come (a clear timeout), not as a crash.
    socket.on('error', () => {});
    const feeder = new NntpSession(socket);
    const greeting = await answer(feeder, 'Verbindung');
    const mode = greeting.startsWith('200')
      ? (feeder.write('MODE STREAM\r\n'), await answer(feeder, 'MODE STREAM'))
      : '';
    if (mode.startsWith('203')) return feeder;
    feeder.close();
    if (required)
      throw new Error(`innd auf [${FEEDER.host}]:${FEEDER.port} streamt nicht: ${greeting} ${mode}`);
    return null;
  } catch (error) {
    socket.destroy();
    if (required) throw error;
    return null;
  }
}

/** TAKETHIS, pipelined: innd answers each article in order (239 taken, 439 refused). */
async function streamAll(feeder: NntpSession, outgoing: Outgoing[]): Promise<void> {
  const pending: { item: Outgoing; reply: Promise<string> }[] = [];
  const settle = async (): Promise<void> => {
    const { item, reply } = pending.shift()!;
    const done = await reply;
    if (!done.startsWith('239'))
      throw new Error(`TAKETHIS ${item.file.name} Teil ${item.article.number}: ${done}`);
  };
  try {
    for (const item of outgoing) {
      const text = encode(item);
      feeder.write(`TAKETHIS <${item.article.messageId}>\r\n${text}`);
      const reply = answer(feeder, `TAKETHIS ${item.article.messageId}`);
      reply.catch(() => {}); // awaited in order below; this only keeps a later timeout from counting as unhandled
      pending.push({ item, reply });
      if (pending.length >= STREAM_WINDOW) await settle();
    }
    while (pending.length > 0) await settle();
  } finally {
    feeder.close();
  }
}

/**
 * POST through nnrpd over several connections. POST is not pipelined: nnrpd's 240 and a pipelined
 * POST's 340 come as two small writes, and the second waits for our delayed ACK (Nagle): 40 ms per
 * article, measured. The next article is encoded while INN stores the current one instead.
 */
async function postAll(outgoing: Outgoing[], connections: number): Promise<void> {
  let next = 0;
  let failed = false;
  const take = (): Outgoing | undefined => (failed ? undefined : outgoing[next++]);
  const worker = async (): Promise<void> => {
    let item = take();
    if (!item) return;
    const nntp = await session();
    try {
      let text = encode(item);
      while (item) {
        nntp.write('POST\r\n');
        const ready = await answer(nntp, 'POST');
        if (!ready.startsWith('340')) throw new Error(`POST: ${ready}`);
        nntp.write(text);
        const following = take();
        const nextText = following ? encode(following) : '';
        const done = await answer(nntp, `Artikel ${item.article.messageId}`);
        if (!done.startsWith('240'))
          throw new Error(`POST ${item.file.name} Teil ${item.article.number}: ${done}`);
        item = following;
        text = nextText;
      }
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      nntp.close();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(connections, outgoing.length)) }, worker));
}

/**
 * Posts a release: every file as yEnc multipart articles with the subject template, streamed to
 * innd or posted through nnrpd (see `transport`). Returns what was posted, per file in post order,
 * so a test can compare the indexer's result.
 */
export async function postRelease(options: PostReleaseOptions): Promise<PostedRelease> {
  const {
    release,
    files,
    subject = DEFAULT_SUBJECT,
    poster = DEFAULT_POSTER,
    groups = [GROUP],
    partSize = 100_000,
    skip = [],
    connections = 2,
    subjectEncoding = 'utf8',
    transport = 'auto',
  } = options;
  if (groups.length === 0) throw new Error('postRelease: keine Gruppe');
  await ensureGroups(groups);
  const skipped =
    typeof skip === 'function'
      ? skip
      : (file: string, part: number) => skip.some((s) => s.file === file && s.part === part);
  const unique = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
  const width = String(files.length).length;

  const posted: PostedFile[] = [];
  const outgoing: Outgoing[] = [];
  files.forEach((f, at) => {
    const parts = Math.max(1, Math.ceil(f.data.length / partSize));
    const file: PostedFile = {
      name: f.name,
      index: at + 1,
      bytes: f.data.length,
      parts,
      articles: [],
      skipped: [],
    };
    posted.push(file);
    const i = String(at + 1).padStart(width, '0');
    for (let part = 1; part <= parts; part++) {
      if (skipped(f.name, part)) {
        file.skipped.push(part);
        continue;
      }
      const text = fill(subject, {
        release,
        file: f.name,
        i,
        n: files.length,
        part,
        parts,
        bytes: f.data.length,
      });
      const messageId = `${unique}.${at + 1}.${part}@nzbkino.test`;
      const headers = [
        'Path: nzbkino-poster!not-for-mail',
        `Date: ${new Date().toUTCString()}`,
        `From: ${wire(poster, 'utf8')}`,
        `Newsgroups: ${groups.join(',')}`,
        `Subject: ${wire(text, subjectEncoding)}`,
        `Message-ID: <${messageId}>`,
      ];
      const segment = { messageId, bytes: 0, number: part, subject: text };
      // Encoded when its turn comes: while INN stores one article, the next is being encoded.
      const encode = () => yencArticle(headers, wire(f.name, 'utf8'), f.data, part, parts, partSize);
      outgoing.push({ text: encode, article: segment, file });
    }
  });

  const feeder = transport === 'post' ? null : await openFeeder(transport === 'stream');
  if (feeder) await streamAll(feeder, outgoing);
  else await postAll(outgoing, connections);

  for (const item of outgoing) item.file.articles.push(item.article);
  return {
    release,
    poster,
    groups,
    files: posted,
    articles: outgoing.length,
    bytes: outgoing.reduce((sum, o) => sum + o.article.bytes, 0),
  };
}

/** Why posting to these groups cannot run here (INN not answering, a group missing and not creatable), or null. */
export async function posterMissing(groups: string[] = [GROUP]): Promise<string | null> {
  try {
    const nntp = await session();
    nntp.close();
  } catch (error) {
    return `kein News-Server auf ${NNTP.host}:${NNTP.port} (${(error as Error).message}); scripts/usenet-testbed.sh richtet INN ein`;
  }
  try {
    await ensureGroups(groups);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Why PAR2 sets cannot be made here, or null. */
export function par2Missing(): string | null {
  return existsSync(PAR2) ? null : 'par2 ist nicht installiert (apt-get install par2)';
}

/**
 * A PAR2 set for the files, made by Debian's `par2` (`par2 create -r5 -n1 NAME.par2 files…`):
 * the index `NAME.par2` and the recovery volumes `NAME.volNN+MM.par2`, sorted by name.
 */
export async function makePar2Set(
  name: string,
  files: ReleaseFile[],
  options: { redundancy?: number; volumes?: number } = {},
): Promise<ReleaseFile[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nzbkino-par2-'));
  try {
    for (const f of files) await writeFile(path.join(dir, f.name), f.data);
    const { redundancy = 5, volumes = 1 } = options;
    await run(
      PAR2,
      ['create', '-q', `-r${redundancy}`, `-n${volumes}`, `${name}.par2`, ...files.map((f) => f.name)],
      {
        cwd: dir,
      },
    );
    const made = (await readdir(dir)).filter((f) => f.endsWith('.par2')).sort();
    return Promise.all(made.map(async (f) => ({ name: f, data: await readFile(path.join(dir, f)) })));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type VolumeStyle = 'part' | 'r00' | '7z';

/**
 * Cuts data into volumes named like an archive set (enough for indexing; real archives come
 * later): `part` → `NAME.part01.rar` … (at least two digits), `r00` → `NAME.rar`, `NAME.r00`, …,
 * `7z` → `NAME.7z.001` ….
 */
export function splitVolumes(
  name: string,
  data: Buffer,
  volumeSize: number,
  style: VolumeStyle = 'part',
): ReleaseFile[] {
  const count = Math.max(1, Math.ceil(data.length / volumeSize));
  const width = Math.max(2, String(count).length);
  return Array.from({ length: count }, (_, i) => {
    const chunk = data.subarray(i * volumeSize, (i + 1) * volumeSize);
    const names: Record<VolumeStyle, string> = {
      part: `${name}.part${String(i + 1).padStart(width, '0')}.rar`,
      r00: i === 0 ? `${name}.rar` : `${name}.r${String(i - 1).padStart(2, '0')}`,
      '7z': `${name}.7z.${String(i + 1).padStart(3, '0')}`,
    };
    return { name: names[style], data: Buffer.from(chunk) };
  });
}
