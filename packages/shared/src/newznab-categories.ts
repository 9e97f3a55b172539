/**
 * The Newznab category tree and the one rule that puts a release into it.
 * The same data feeds the caps answer, the `cat` filter (a parent includes its
 * children) and the item attributes; the server turns {@link categoryRules}
 * into the SQL of the releases' generated `newznab_category` column, so the
 * database, the filter and the answer cannot disagree.
 */
export interface NewznabCategory {
  id: number;
  name: string;
  subcats: { id: number; name: string }[];
}

/** The standard Newznab ids (as Sonarr, Radarr and Prowlarr know them). */
export const newznabCategories: readonly NewznabCategory[] = [
  {
    id: 2000,
    name: 'Movies',
    subcats: [
      { id: 2020, name: 'Other' },
      { id: 2030, name: 'SD' },
      { id: 2040, name: 'HD' },
      { id: 2045, name: 'UHD' },
      { id: 2050, name: 'BluRay' },
      { id: 2060, name: '3D' },
      { id: 2070, name: 'DVD' },
    ],
  },
  {
    id: 3000,
    name: 'Audio',
    subcats: [
      { id: 3010, name: 'MP3' },
      { id: 3040, name: 'Lossless' },
      { id: 3050, name: 'Other' },
    ],
  },
  {
    id: 5000,
    name: 'TV',
    subcats: [
      { id: 5030, name: 'SD' },
      { id: 5040, name: 'HD' },
      { id: 5045, name: 'UHD' },
      { id: 5050, name: 'Other' },
      { id: 5070, name: 'Anime' },
      { id: 5080, name: 'Documentary' },
    ],
  },
  { id: 8000, name: 'Other', subcats: [{ id: 8010, name: 'Misc' }] },
];

/** What a rule looks at: the release-name parser's stored fields. */
export interface CategoryRule {
  category: number;
  type: 'MOVIE' | 'TV' | 'MUSIC' | 'UNKNOWN';
  /** Any of these resolutions; null in the list means "no resolution in the name". */
  resolutions?: (string | null)[];
  /** Any of these sources (parser's canonical names); null means "no source". */
  sources?: (string | null)[];
  /** A disc image: no video codec and no remux (COMPLETE BLURAY, DVDR). */
  disc?: boolean;
  /** Any of these audio formats (music). */
  audio?: string[];
}

/** Sources that are SD when the name gives no resolution ("HDTV XviD", "DVDRip", "PDTV" → HDTV). */
export const SD_SOURCES = [
  'HDTV',
  'DVDRip',
  'BDRip',
  'WEB-DL',
  'WEBRip',
  'HDRip',
  'CAM',
  'TS',
  'TC',
  'SCR',
  'R5',
  'VHS',
  'Workprint',
  'PPV',
  'LaserDisc',
] as const;

const HD = ['1080p', '720p'];
const SD = ['576p', '480p'];

/** First match wins; a release no rule matches is 8010 (Other/Misc). */
export const categoryRules: readonly CategoryRule[] = [
  { category: 2050, type: 'MOVIE', sources: ['BluRay', 'UHD BluRay', 'HD-DVD'], disc: true },
  { category: 2070, type: 'MOVIE', sources: ['DVD'], disc: true },
  { category: 2045, type: 'MOVIE', resolutions: ['2160p'] },
  { category: 2040, type: 'MOVIE', resolutions: HD },
  { category: 2030, type: 'MOVIE', resolutions: SD },
  { category: 2030, type: 'MOVIE', resolutions: [null], sources: [...SD_SOURCES, 'DVD'] },
  { category: 2020, type: 'MOVIE' },
  { category: 5045, type: 'TV', resolutions: ['2160p'] },
  { category: 5040, type: 'TV', resolutions: HD },
  { category: 5040, type: 'TV', sources: ['BluRay', 'UHD BluRay', 'HD-DVD'], disc: true },
  { category: 5030, type: 'TV', resolutions: SD },
  { category: 5030, type: 'TV', resolutions: [null], sources: [...SD_SOURCES, 'DVD'] },
  { category: 5050, type: 'TV' },
  { category: 3040, type: 'MUSIC', audio: ['FLAC', 'ALAC'] },
  { category: 3010, type: 'MUSIC', audio: ['MP3'] },
  { category: 3050, type: 'MUSIC' },
];

export const FALLBACK_CATEGORY = 8010;

const byId = new Map<number, { name: string; parent: NewznabCategory }>();
for (const parent of newznabCategories) {
  byId.set(parent.id, { name: parent.name, parent });
  for (const sub of parent.subcats) byId.set(sub.id, { name: sub.name, parent });
}

/** True for an id of the tree. */
export function isNewznabCategory(id: number): boolean {
  return byId.has(id);
}

/** The category and its parent, parent first ([2000, 2040]); a parent alone for a parent. */
export function categoryLineage(id: number): number[] {
  const entry = byId.get(id);
  if (!entry) return [id];
  return entry.parent.id === id ? [id] : [entry.parent.id, id];
}

/** "Movies > HD", the text of an item's `<category>`. */
export function categoryLabel(id: number): string {
  const entry = byId.get(id);
  if (!entry) return String(id);
  return entry.parent.id === id ? entry.name : `${entry.parent.name} > ${entry.name}`;
}

/** The ids a `cat` list selects: each id, and a parent's children with it. Unknown ids select nothing. */
export function expandCategories(ids: number[]): number[] {
  const out = new Set<number>();
  for (const id of ids) {
    const entry = byId.get(id);
    if (!entry) continue;
    out.add(id);
    if (entry.parent.id === id) for (const sub of entry.parent.subcats) out.add(sub.id);
  }
  return [...out].sort((a, b) => a - b);
}
