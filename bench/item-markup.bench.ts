/**
 * What writing a page of Newznab items costs on the server's thread, alone:
 * 100 releases as the server's copy hands them out (frozen lists shared
 * between releases, held film and series objects), written plain and with
 * attributes by rendered-items.ts, then joined with a member's key into the
 * answer's bytes as an answer is (toXml). No HTTP, no database: the figure under the API's word pages.
 *
 *   npx tsx bench/item-markup.bench.ts          options: --pages 3000 --rounds 5
 *
 * Prints per shape the median of the rounds in µs per page, with the spread.
 */
import { parseArgs } from 'node:util';
import { writtenItems, type RenderablePage } from '../apps/server/src/modules/newznab/answers/rendered-items';
import { toXml } from '../apps/server/src/modules/newznab/answers/newznab-document';
import type { NewznabRow } from '../apps/server/src/modules/newznab/rows/newznab-row';

const { values: args } = parseArgs({
  options: { pages: { type: 'string', default: '3000' }, rounds: { type: 'string', default: '5' } },
});
const freeze = (list: string[]) => Object.freeze(list) as string[];
const films = Array.from({ length: 20 }, (_, n) => ({
  slug: `film-${n}`,
  title: `Der Film Nummer ${n}`,
  year: 1920 + n,
  imdbId: `tt00${17136 + n}`,
  tmdbId: 19 + n,
  rating: 7.25,
  posterPath: `/poster-${n}.jpg`,
}));
const series = Array.from({ length: 20 }, (_, n) => ({
  slug: `serie-${n}`,
  title: `Die Serie ${n}`,
  imdbId: `tt10${n}`,
  tmdbId: 1000 + n,
  tvdbId: 70_000 + n,
  tvmazeId: null,
  tvrageId: null,
  rating: 8.1,
  posterPath: null,
}));
const groups = [freeze(['alt.binaries.movies.german']), freeze(['alt.binaries.hdtv.german'])];
const languages = [freeze(['de']), freeze(['de', 'en'])];

function release(n: number): NewznabRow {
  const film = n % 2 === 0 ? films[n % films.length]! : null;
  const show = film ? null : series[n % series.length]!;
  return {
    id: n,
    guid: `7f3c1a2b-0d4e-4f5a-9b6c-${String(n).padStart(12, '0')}`,
    name: film
      ? `Der.Film.Nummer.${n % 20}.${1920 + (n % 20)}.German.DL.1080p.BluRay.x264-GRP${n % 7}`
      : `Die.Serie.${n % 20}.S0${n % 9}E${String(n % 30).padStart(2, '0')}.German.720p.WEB.h264-TVG${n % 5}`,
    size: 4_000_000_000 + n * 7919,
    fileCount: 60 + (n % 40),
    category: film ? 2040 : 5040,
    postedAt: new Date(Date.UTC(2026, 3, 1) + n * 61_000),
    createdAt: new Date(Date.UTC(2026, 3, 1) + n * 61_000 + 90_000),
    usenetGroups: groups[n % 2]!,
    poster: 'poster@example.invalid',
    password: null,
    completion: null,
    hasNfo: n % 3 === 0,
    grabs: n % 50,
    season: film ? null : n % 9,
    episode: film ? null : n % 30,
    airDate: null,
    resolution: film ? '1080p' : '720p',
    source: film ? 'BluRay' : 'WEB',
    videoCodec: film ? 'x264' : 'h264',
    audioFormats: freeze(['DD5.1']),
    audioLanguages: languages[n % 2]!,
    subtitles: freeze([]),
    dualLanguage: film !== null,
    multiLanguage: false,
    movieId: film ? n % 20 : null,
    seriesId: show ? n % 20 : null,
    movie: film,
    series: show,
    genres: film ? 'Drama, Science-Fiction' : 'Krimi',
    originalLanguage: 'en',
  };
}

const rows = Array.from({ length: 2000 }, (_, n) => release(n + 1));
const link = {
  baseUrl: 'https://kino.example.org',
  credentials: `apikey=${'a'.repeat(64)}`,
  directLink: true,
};
const shapes = [
  { name: '100 Items', options: { extended: false, attrs: new Set<string>() } },
  { name: '100 Items mit Attributen (extended=1)', options: { extended: true, attrs: new Set<string>() } },
];
const pages = Number(args.pages);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`Items schreiben: ${pages} Seiten je Runde, ${args.rounds} Runden, Node ${process.version}\n`);
console.log('| Form | µs/Seite (Median) | Spanne | KB/Seite |');
console.log('|---|---|---|---|');
for (const shape of shapes) {
  const times: number[] = [];
  let bytes = 0;
  for (let round = -1; round < Number(args.rounds); round++) {
    const started = process.hrtime.bigint();
    for (let p = 0; p < pages; p++) {
      const from = (p * 100) % (rows.length - 100);
      const page: RenderablePage = { rows: rows.slice(from, from + 100) };
      const answer = toXml(writtenItems(page, link, shape.options));
      bytes = answer.bytes.length;
      answer.release();
    }
    // The first round warms the JIT and is not counted.
    if (round >= 0) times.push(Number(process.hrtime.bigint() - started) / 1000 / pages);
  }
  const spread = `${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)}`;
  console.log(`| ${shape.name} | ${median(times).toFixed(0)} | ${spread} | ${(bytes / 1024).toFixed(1)} |`);
}
