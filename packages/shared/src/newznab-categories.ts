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
  /**
   * Any of these quality classes (the stated resolution, else the one the
   * source implies, as Sonarr and Radarr infer it; see {@link qualityClassOf}).
   */
  classes?: QualityClassName[];
  /** Any of these quality modifiers (the parser's `quality.modifier`: remux, disc, rawhd, encode). */
  modifiers?: QualityModifierName[];
  /** Any of these sources (parser's canonical names). */
  sources?: string[];
  /** Any of these audio formats (music). */
  audio?: string[];
}

/** The resolution classes a category tells apart: 576p is SD, so its class is 480p. */
export const qualityClasses = ['2160p', '1080p', '720p', '480p'] as const;
export type QualityClassName = (typeof qualityClasses)[number];
export const qualityModifiers = ['remux', 'disc', 'rawhd', 'encode'] as const;
export type QualityModifierName = (typeof qualityModifiers)[number];

/** The class of a (stated or inferred) resolution: 576p and 480p are the SD class; anything else none. */
export function qualityClassOf(resolution: string | null): QualityClassName | null {
  if (resolution === '576p') return '480p';
  return (qualityClasses as readonly string[]).includes(resolution ?? '')
    ? (resolution as QualityClassName)
    : null;
}

const BLURAY_SOURCES = ['BluRay', 'UHD BluRay', 'HD-DVD'];
const HD: QualityClassName[] = ['1080p', '720p'];

/**
 * First match wins; a release no rule matches is 8010 (Other/Misc). A full
 * Blu-ray or DVD image goes to Movies/BluRay or Movies/DVD; a remux, a raw
 * capture and an encode by their class (a 1080p remux is Movies/HD). TV has no
 * disc categories: a disc is HD or SD by its class.
 */
export const categoryRules: readonly CategoryRule[] = [
  { category: 2050, type: 'MOVIE', modifiers: ['disc'], sources: BLURAY_SOURCES },
  { category: 2070, type: 'MOVIE', modifiers: ['disc'], sources: ['DVD'] },
  { category: 2045, type: 'MOVIE', classes: ['2160p'] },
  { category: 2040, type: 'MOVIE', classes: HD },
  { category: 2030, type: 'MOVIE', classes: ['480p'] },
  { category: 2020, type: 'MOVIE' },
  { category: 5045, type: 'TV', classes: ['2160p'] },
  { category: 5040, type: 'TV', classes: HD },
  { category: 5030, type: 'TV', classes: ['480p'] },
  { category: 5050, type: 'TV' },
  { category: 3040, type: 'MUSIC', audio: ['FLAC', 'ALAC'] },
  { category: 3010, type: 'MUSIC', audio: ['MP3'] },
  { category: 3050, type: 'MUSIC' },
];

/** Where the shared rules put a release; the generated column is the same rules in SQL. */
export function categoryOf(release: {
  type: CategoryRule['type'];
  qualityClass: string | null;
  qualityModifier: string | null;
  source: string | null;
  audio: string[];
}): number {
  for (const rule of categoryRules) {
    if (rule.type !== release.type) continue;
    if (rule.classes && !(rule.classes as (string | null)[]).includes(release.qualityClass)) continue;
    if (rule.modifiers && !(rule.modifiers as (string | null)[]).includes(release.qualityModifier)) continue;
    if (rule.sources && !(rule.sources as (string | null)[]).includes(release.source)) continue;
    if (rule.audio && !rule.audio.some((format) => release.audio.includes(format))) continue;
    return rule.category;
  }
  return FALLBACK_CATEGORY;
}

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
