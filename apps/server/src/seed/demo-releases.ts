import type { CatalogueFileInput } from '../modules/catalogue/catalogue-file.schema';
import { seededRandom } from './demo-catalogue/demo-hash';
import { generateNzb } from './nzb-factory';

export interface DemoRelease {
  name: string;
  totalBytes: number;
  postedAt: Date;
  nfo?: string;
}

const GROUPS = [
  'SAUERKRAUT',
  'WiKiNGER',
  'KiNOFREUNDE',
  'NiGHTSHiFT',
  'RHEiNGOLD',
  'ELBFLUT',
  'MOViEHAUS',
  'ZEiTREiSE',
];
const LANGUAGES = ['German', 'German.DL', 'GERMAN', 'German.DL', 'German.AC3D', 'German.ML', 'German.Subbed'];
const QUALITIES: { tag: string; gb: [number, number] }[] = [
  { tag: '2160p.UHD.BluRay.x265', gb: [35, 60] },
  { tag: '1080p.BluRay.x264', gb: [8, 15] },
  { tag: '1080p.WEB.h264', gb: [4, 8] },
  { tag: '720p.BluRay.x264', gb: [4, 7] },
  { tag: '720p.HDTV.x264', gb: [1.2, 2.5] },
  { tag: 'DVDRip.XviD', gb: [0.7, 1.4] },
];
const EPISODE_QUALITIES: { tag: string; gb: [number, number] }[] = [
  { tag: '1080p.WEB.h264', gb: [1.5, 3] },
  { tag: '720p.WEB.h264', gb: [0.8, 1.5] },
  { tag: '2160p.WEB.H265', gb: [4, 7] },
  { tag: '720p.HDTV.x264', gb: [0.6, 1.1] },
];
/** Works that are not in the demo catalogue: they stay unmatched, as real feeds do. */
const UNMATCHED = [
  'Der.Unbekannte.Passagier.2024',
  'Nebel.ueber.Luebeck.2023',
  'Die.letzte.Faehre.2022',
  'Projekt.Zugspitze.2025',
  'Kuestenwache.Nord.S02E07',
  'Das.Haus.am.Deich.S01E03',
];
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** A title as scene names write it: umlauts spelt out, accents dropped, words joined by dots. */
export function sceneTitle(title: string): string {
  return title
    .replace(/[äöüÄÖÜß]/g, (ch) => UMLAUTS[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

function nfoText(name: string, group: string): string {
  return [
    '   ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄',
    `   █  ${group.padEnd(30)}█`,
    '   ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀',
    '',
    `   Release : ${name}`,
    '   Quelle  : Demo-Daten von NZBKino',
    '   Hinweis : Diese NFO wurde für die Demo erzeugt.',
    '',
  ].join('\r\n');
}

/**
 * Release names for the demo catalogue: several qualities per movie, episodes
 * and a season pack per series, and a few works that are not in the catalogue.
 * Deterministic, so a demo installation always looks the same.
 */
export function demoReleases(catalogue: CatalogueFileInput, now = new Date()): DemoRelease[] {
  const random = seededRandom('nzbkino-demo-releases');
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const between = ([low, high]: [number, number]) => Math.round((low + random() * (high - low)) * 1024 ** 3);
  const daysAgo = () => new Date(now.getTime() - Math.floor(random() * 60 * 24) * 3_600_000);
  const releases: DemoRelease[] = [];
  const add = (base: string, quality: { tag: string; gb: [number, number] }) => {
    const group = pick(GROUPS);
    const name = `${base}.${pick(LANGUAGES)}.${quality.tag}-${group}`;
    releases.push({
      name,
      totalBytes: between(quality.gb),
      postedAt: daysAgo(),
      ...(random() < 0.3 ? { nfo: nfoText(name, group) } : {}),
    });
  };
  for (const movie of catalogue.movies ?? []) {
    const year = movie.year ?? Number(movie.releaseDate?.slice(0, 4));
    const base = `${sceneTitle(movie.title)}.${year}`;
    const count = 2 + Math.floor(random() * 4);
    const qualities = [...QUALITIES].sort(() => random() - 0.5).slice(0, count);
    for (const quality of qualities) add(base, quality);
  }
  for (const show of catalogue.series ?? []) {
    const title = sceneTitle(show.title);
    for (const season of show.seasons ?? []) {
      const s = String(season.seasonNumber).padStart(2, '0');
      for (const episode of (season.episodes ?? []).slice(0, 4)) {
        if (episode.airDate && new Date(episode.airDate) > now) continue;
        add(`${title}.S${s}E${String(episode.episodeNumber).padStart(2, '0')}`, pick(EPISODE_QUALITIES));
      }
      if (season.seasonNumber > 0 && random() < 0.5)
        add(`${title}.S${s}.COMPLETE`, { tag: '1080p.WEB.h264', gb: [12, 25] });
    }
  }
  for (const base of UNMATCHED) add(base, pick(QUALITIES));
  return releases;
}

export function demoNzb(release: DemoRelease): Buffer {
  return Buffer.from(
    generateNzb({ name: release.name, totalBytes: release.totalBytes, postedAt: release.postedAt }),
  );
}
