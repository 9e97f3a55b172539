import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collectionKeyOf } from '../src/modules/indexer/subjects/collection-key';
import { parseSubject, type ParsedSubject } from '../src/modules/indexer/subjects/parse-subject';
import {
  answer,
  makePar2Set,
  par2Missing,
  postRelease,
  posterMissing,
  splitVolumes,
  type PostedRelease,
} from './usenet-poster';
import { GROUP, session } from './usenet-testbed';

/*
 * The posting helper against INN on loopback: a release posted as yEnc articles comes back through
 * GROUP/OVER (read with a minimal session, not the product's client) with every article in every
 * group it was cross-posted to, and every subject reads with the subject grammar into one collection.
 */
const GERMAN_GROUP = 'alt.binaries.german.test';
const GROUPS = [GROUP, GERMAN_GROUP];
const missing = (await posterMissing(GROUPS)) ?? par2Missing();
if (missing && process.env.USENET_TESTBED === 'required') throw new Error(`Poster-Test: ${missing}`);
if (missing) console.log(`Poster-Test übersprungen: ${missing}`);

/** What this test reads of an `OVER` line (text as sent: bytes as Latin-1 characters, as a plain reader gets it). */
interface OverviewLine {
  subject: string;
  from: string;
  messageId: string;
  bytes: number;
  xref: string;
}

/** The group's highest article number, from `GROUP`. */
async function lastArticle(group: string): Promise<number> {
  const nntp = await session();
  try {
    nntp.write(`GROUP ${group}\r\n`);
    const reply = await answer(nntp, `GROUP ${group}`);
    const m = reply.match(/^211 (\d+) (\d+) (\d+) /);
    if (!m) throw new Error(`GROUP ${group}: ${reply}`);
    return Number(m[3]);
  } finally {
    nntp.close();
  }
}

/** `GROUP` + `OVER from-`: the overview lines of a group from an article number on (a minimal reader, not the product's client). */
async function readOverview(group: string, from = 1): Promise<OverviewLine[]> {
  const nntp = await session();
  try {
    nntp.write(`GROUP ${group}\r\n`);
    const selected = await answer(nntp, `GROUP ${group}`);
    if (!selected.startsWith('211')) throw new Error(`GROUP ${group}: ${selected}`);
    nntp.write(`OVER ${from}-\r\n`);
    const status = await answer(nntp, 'OVER');
    if (status.startsWith('423')) return []; // no articles in that range
    if (!status.startsWith('224')) throw new Error(`OVER: ${status}`);
    const lines: OverviewLine[] = [];
    for (;;) {
      const line = await answer(nntp, 'OVER');
      if (line === '.') break;
      // number, subject, from, date, message-id, references, bytes, lines, then `Xref: …` (LIST OVERVIEW.FMT)
      const [, subject = '', fromHeader = '', , messageId = '', , bytes, , ...extra] = line.split('\t');
      const xref = (extra.find((e) => /^xref:/i.test(e)) ?? '').replace(/^xref:\s*/i, '');
      lines.push({ subject, from: fromHeader, messageId, bytes: Number(bytes), xref });
    }
    return lines;
  } finally {
    nntp.close();
  }
}

/** The overview lines of exactly the posted articles (other tests post to the same groups). */
async function postedLines(group: string, since: number, posted: PostedRelease): Promise<OverviewLine[]> {
  const ids = new Set(posted.files.flatMap((f) => f.articles.map((a) => `<${a.messageId}>`)));
  return (await readOverview(group, since + 1)).filter((line) => ids.has(line.messageId));
}

function parseAll(lines: OverviewLine[]): ParsedSubject[] {
  return lines.map((line) => {
    const parsed = parseSubject(line.subject);
    expect(parsed, line.subject).not.toBeNull();
    return parsed!;
  });
}

/** Articles per file name, as an indexer would count them from the headers. */
function partsPerFile(parsed: ParsedSubject[]): Record<string, number[]> {
  const parts: Record<string, number[]> = {};
  for (const p of parsed) (parts[p.fileName!] ??= []).push(p.part);
  for (const list of Object.values(parts)) list.sort((a, b) => a - b);
  return parts;
}

describe.skipIf(missing !== null)('usenet poster against INN', () => {
  it('cross-posts RAR volumes with PAR2 and NFO; both groups list every article, all in one collection', async () => {
    const release = 'Der.Hauptmann.von.Köpenick.1956.GERMAN.1080p.BluRay.x264-NZBKINO';
    const volumes = splitVolumes(release, randomBytes(250_000), 100_000);
    const par2 = await makePar2Set(release, volumes);
    const nfo = {
      name: `${release}.nfo`,
      data: Buffer.from('Sprache: Deutsch\r\nQualität: 1080p\r\n', 'latin1'),
    };
    const files = [nfo, ...volumes, ...par2];
    expect(par2.map((f) => f.name)).toEqual([
      `${release}.par2`,
      expect.stringMatching(/\.vol0+\+\d+\.par2$/),
    ]);
    expect(par2.every((f) => f.data.subarray(0, 8).equals(Buffer.from('PAR2\0PKT', 'latin1')))).toBe(true);

    const before = await Promise.all(GROUPS.map(lastArticle));
    const poster = 'Köpenicker Poster <poster@nzbkino.test>';
    const posted = await postRelease({ release, files, groups: GROUPS, partSize: 40_000, poster });
    expect(posted.articles).toBe(posted.files.reduce((sum, f) => sum + f.parts, 0));
    expect(posted.files.map((f) => [f.name, f.parts])).toEqual([
      [nfo.name, 1],
      [`${release}.part01.rar`, 3],
      [`${release}.part02.rar`, 3],
      [`${release}.part03.rar`, 2],
      [`${release}.par2`, Math.ceil(par2[0]!.data.length / 40_000)],
      [par2[1]!.name, Math.ceil(par2[1]!.data.length / 40_000)],
    ]);

    for (const [at, group] of GROUPS.entries()) {
      const lines = await postedLines(group, before[at]!, posted);
      expect(lines).toHaveLength(posted.articles);
      const sent = new Map(posted.files.flatMap((f) => f.articles.map((a) => [`<${a.messageId}>`, a.bytes])));
      for (const line of lines) {
        // One stored article, listed in both groups.
        expect(line.xref).toMatch(new RegExp(`${GROUP}:\\d+ .*${GERMAN_GROUP}:\\d+`));
        // The size the poster reports is the article as sent; INN adds only a few header lines.
        expect(line.bytes - sent.get(line.messageId)!).toBeGreaterThanOrEqual(0);
        expect(line.bytes - sent.get(line.messageId)!).toBeLessThan(512);
      }

      const parsed = parseAll(lines);
      // UTF-8 subjects come back byte for byte; read as Latin-1 and repaired, the umlaut is intact.
      expect(new Set(parsed.map((p) => p.releaseName))).toEqual(new Set([release]));
      expect(new Set(lines.map((l, i) => collectionKeyOf(parsed[i]!, l.from))).size).toBe(1);
      expect(parsed.every((p) => p.fileTotal === files.length && !p.obfuscated)).toBe(true);

      const parts = partsPerFile(parsed);
      for (const file of posted.files) {
        expect(parts[file.name]).toEqual(Array.from({ length: file.parts }, (_, i) => i + 1));
      }
      const kinds = Object.fromEntries(
        parsed.map((p) => [p.fileName, [p.fileKind, p.volumeNumber, p.fileIndex]]),
      );
      expect(kinds).toEqual({
        [nfo.name]: ['nfo', null, 1],
        [`${release}.part01.rar`]: ['rar-volume', 1, 2],
        [`${release}.part02.rar`]: ['rar-volume', 2, 3],
        [`${release}.part03.rar`]: ['rar-volume', 3, 4],
        [`${release}.par2`]: ['par2-index', null, 5],
        [par2[1]!.name]: ['par2-volume', 0, 6],
      });
    }
  });

  it('posts an obfuscated release with a part left out: OVER lacks it, the subjects group as one obfuscated collection', async () => {
    const hash = randomBytes(16).toString('hex');
    const files = splitVolumes(hash, randomBytes(90_000), 30_000, '7z');
    const before = await lastArticle(GERMAN_GROUP);
    const posted = await postRelease({
      release: hash,
      files,
      groups: [GERMAN_GROUP],
      partSize: 10_000,
      // Obfuscating posters leave out the name and write neither yEnc nor quotes.
      subject: (f) => `[${f.i}/${f.n}] - ${f.file} (${f.part}/${f.parts})`,
      skip: [{ file: `${hash}.7z.002`, part: 2 }],
      transport: 'post',
    });
    expect(posted.files[1]!.skipped).toEqual([2]);

    const lines = await postedLines(GERMAN_GROUP, before, posted);
    expect(lines).toHaveLength(8);
    const parsed = parseAll(lines);
    expect(partsPerFile(parsed)).toEqual({
      [`${hash}.7z.001`]: [1, 2, 3],
      [`${hash}.7z.002`]: [1, 3],
      [`${hash}.7z.003`]: [1, 2, 3],
    });
    expect(parsed.every((p) => p.releaseName === hash && p.obfuscated && p.fileKind === '7z-volume')).toBe(
      true,
    );
    expect(new Set(lines.map((l, i) => collectionKeyOf(parsed[i]!, l.from))).size).toBe(1);
  });
});
