import { de } from '../../../i18n/de';

const t = de.adminCatalogue;

export type FieldName = keyof typeof t.fields;
export type FieldKind = 'text' | 'textarea' | 'number' | 'date';
export interface FieldSpec {
  name: FieldName;
  kind: FieldKind;
}
export interface TrailerDraft {
  site: string;
  type: string;
  key: string;
  name: string;
}

/** A title being edited: every field as typed, genres as one comma-separated line. */
export interface CatalogueDraft {
  values: Partial<Record<FieldName, string>>;
  genres: string;
  trailers: TrailerDraft[];
}

const field = (name: FieldName, kind: FieldKind = 'text'): FieldSpec => ({ name, kind });

export const movieSpecs: FieldSpec[] = [
  field('title'),
  field('originalTitle'),
  field('slug'),
  field('year', 'number'),
  field('releaseDate', 'date'),
  field('runtime', 'number'),
  field('status'),
  field('tagline'),
  field('imdbId'),
  field('tmdbId', 'number'),
  field('plot', 'textarea'),
];

export const seriesSpecs: FieldSpec[] = [
  field('title'),
  field('originalTitle'),
  field('slug'),
  field('firstAirDate', 'date'),
  field('lastAirDate', 'date'),
  field('status'),
  field('imdbId'),
  field('tmdbId', 'number'),
  field('tvdbId', 'number'),
  field('tvmazeId', 'number'),
  field('tvrageId', 'number'),
  field('plot', 'textarea'),
];

export const episodeSpecs: FieldSpec[] = [
  field('title'),
  field('airDate', 'date'),
  field('runtime', 'number'),
  field('plot', 'textarea'),
];

export function draftOf(entity: Record<string, unknown> | null, specs: FieldSpec[]): CatalogueDraft {
  const values: Partial<Record<FieldName, string>> = {};
  for (const spec of specs) {
    const value = entity?.[spec.name];
    values[spec.name] =
      value === null || value === undefined
        ? ''
        : spec.kind === 'date'
          ? String(value).slice(0, 10)
          : String(value);
  }
  const genres = Array.isArray(entity?.genres) ? (entity.genres as string[]).join(', ') : '';
  const trailers = Array.isArray(entity?.trailers)
    ? (entity.trailers as TrailerDraft[]).map((trailer) => ({ ...trailer }))
    : [];
  return { values, genres, trailers };
}

type Body = Record<string, unknown>;

/** Every field as the API takes it, or the first German complaint. */
function fullBody(
  draft: CatalogueDraft,
  specs: FieldSpec[],
  extras: boolean,
): { body: Body } | { error: string } {
  const body: Body = {};
  for (const spec of specs) {
    const raw = (draft.values[spec.name] ?? '').trim();
    const label = t.fields[spec.name];
    if (spec.name === 'title' && !raw) return { error: t.titleRequired };
    if (spec.name === 'slug' && !raw) continue;
    if (spec.kind === 'number') {
      if (raw && !/^\d+$/.test(raw)) return { error: t.notWhole(label) };
      body[spec.name] = raw ? Number(raw) : null;
    } else if (spec.kind === 'date') {
      if (raw && !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return { error: t.badDate(label) };
      body[spec.name] = raw || null;
    } else {
      body[spec.name] = raw || null;
    }
  }
  if (extras) {
    body.genres = draft.genres
      .split(',')
      .map((genre) => genre.trim())
      .filter(Boolean);
    body.trailers = draft.trailers
      .map((trailer) => ({
        site: trailer.site.trim(),
        type: trailer.type.trim(),
        key: trailer.key.trim(),
        name: trailer.name.trim(),
      }))
      .filter((trailer) => trailer.site || trailer.type || trailer.key || trailer.name);
  }
  return { body };
}

/**
 * The body of a create (everything) or of an edit (only what differs from
 * `original`, so the audit log shows the edit and nothing else).
 */
export function changesOf(
  draft: CatalogueDraft,
  specs: FieldSpec[],
  original: CatalogueDraft | null,
  extras = true,
): { body: Body } | { error: string } {
  const next = fullBody(draft, specs, extras);
  if ('error' in next || !original) return next;
  const before = fullBody(original, specs, extras);
  const previous = 'body' in before ? before.body : {};
  const body: Body = {};
  for (const [key, value] of Object.entries(next.body)) {
    if (JSON.stringify(value) !== JSON.stringify(previous[key])) body[key] = value;
  }
  return { body };
}
