/**
 * Throughput of @nzbkino/release-parser on one core.
 * Run: npx tsx bench/release-parser.bench.ts
 *
 * The names are generated combinatorially (titles × episode/year markers ×
 * language × quality tails × groups) with a fixed seed, so every run parses the
 * same few thousand realistic names.
 */
import { parseReleaseName } from '../packages/release-parser/src/index';

const TITLES = [
  'Dark',
  'Das.Boot',
  'The.German.Doctor',
  'Mr.Robot',
  'S.W.A.T',
  '9-1-1',
  'Marvels.Agents.of.S.H.I.E.L.D',
  'Blade.Runner.2049',
  '1917',
  'Der.Untergang',
  'Babylon.Berlin',
  'Tatort',
  'Die.Discounter',
  "Grey's.Anatomy",
  'Star.Trek.Strange.New.Worlds',
  'The.Lord.of.the.Rings.The.Return.of.the.King',
  'Im.Westen.nichts.Neues',
  'Charlottes.Web',
  'Lammbock',
  'Law.&.Order',
];

const MARKERS = [
  '2019',
  '2023',
  '1981',
  'S01E01',
  'S02E05E06',
  'S03E01-E03',
  'S01',
  'S01-S03',
  '1x04',
  'Staffel.2',
  '2024.03.15',
];

const LANGUAGES = [
  'German',
  'German.DL',
  'GERMAN.DL',
  'German.ML',
  'German.Dubbed',
  'German.Subbed',
  'German.AC3D',
  'MULTi',
  '',
  'English',
  'FRENCH',
];

const QUALITIES = [
  '1080p.WEB.x264',
  '720p.HDTV.x264',
  '2160p.UHD.BluRay.REMUX.HEVC.DTS-HD.MA.7.1',
  '1080p.AMZN.WEB-DL.DDP5.1.Atmos.H.264',
  '2160p.NF.WEB-DL.DDP5.1.DV.HDR10.H.265',
  '1080p.BluRay.x264',
  'BDRip.x264',
  '720p.WEBRip.AAC2.0.x264',
  'DVDRip.XviD',
  '2160p.BluRay.TrueHD.7.1.Atmos.HDR.x265.10bit',
];

const EXTRAS = ['', '', '', 'PROPER', 'REPACK', 'iNTERNAL', 'Extended', 'Directors.Cut', 'Uncut'];
const GROUPS = [
  '-GRP',
  '-SAUERKRAUT',
  '-iNTENSO',
  '-DETAiLS',
  '-TvR',
  '-FLUX',
  '-NTb',
  '-EVO[rarbg]',
  '.nzb',
  '',
];

const EXTRA_NAMES = [
  '[SubsPlease] Frieren - 12 (1080p) [ABCD1234].mkv',
  '[Erai-raws] Shingeki no Kyojin - The Final Season - 28 [1080p][Multiple Subtitle]',
  'One.Piece.E1071.German.DL.1080p.WEB.x264-GRP',
  'Artist-Album-2023-WEB-FLAC-GRP',
  'Artist_-_Album-(CAT123)-WEB-2021-GRP',
  'VA-Top_100-2CD-2022-GRP',
  'Metallica-72_Seasons-2023-MP3-320kbps-GRP',
  'The Office (US) S02E03 720p WEB x264',
];

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)]!;
}

function buildNames(count: number): string[] {
  const next = random(20240315);
  const names: string[] = [...EXTRA_NAMES];
  while (names.length < count) {
    const parts = [pick(next, TITLES), pick(next, MARKERS), pick(next, EXTRAS), pick(next, LANGUAGES)];
    parts.push(pick(next, QUALITIES));
    let name = parts.filter((part) => part.length > 0).join('.') + pick(next, GROUPS);
    if (next() < 0.1) name = name.replace(/\./g, ' ');
    names.push(name);
  }
  return names;
}

function run(names: string[], seconds: number): { parsed: number; elapsedMs: number } {
  let parsed = 0;
  let sink = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let now = start;
  while (now < deadline) {
    for (const name of names) sink += parseReleaseName(name).title.length;
    parsed += names.length;
    now = performance.now();
  }
  if (sink === 42) console.log('');
  return { parsed, elapsedMs: now - start };
}

const names = buildNames(4000);
run(names, 0.5);
const { parsed, elapsedMs } = run(names, 3);
const perSecond = Math.round((parsed / elapsedMs) * 1000);
const microseconds = (elapsedMs * 1000) / parsed;
console.log(
  `release-parser: ${perSecond.toLocaleString('en-US')} names/s (${microseconds.toFixed(2)} µs/name)`,
);
