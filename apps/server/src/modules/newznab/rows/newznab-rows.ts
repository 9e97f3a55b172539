import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LIST_SEPARATOR, toRow, type CellIndex, type CellName, type NewznabRow } from './newznab-row';

/**
 * What a Newznab page reads of each release, and how: the columns of each
 * detail, the select list that carries them, and where each cell sits in the
 * rows read back (newznab-row.ts turns them into releases;
 * newznab-search.repository.ts runs the statements).
 */

/**
 * How much of each release a page reads: `basic` is what an item without
 * attributes shows (title, guid, size, category, date and the page link);
 * `attributes` adds every column `extended=1` or `attrs=` may show; `genres`
 * also the genre names. A plain search reads a quarter of the columns and no
 * grab counts, which is most of the server's work per row.
 */
export type RowDetail = 'basic' | 'attributes' | 'genres';

/** Every genre's name by id: an uncorrelated subquery, so computed at most once per statement (and only when read). */
const GENRE_NAMES = sql`(select jsonb_object_agg(g.id, g.name) from genres g)`;

/**
 * A release's genre names: per release only the film's or series' genre ids
 * are looked up (index-only), their names taken from {@link GENRE_NAMES}.
 * Joining `genres` inside this per-release subquery scanned that table again
 * for every release, which PGlite pays with a file-size call each (~50 µs).
 */
const genresOf = (links: 'movie_genres' | 'series_genres', key: 'movie_id' | 'series_id') =>
  sql`(select string_agg(n, ', ' order by n) from (select ${GENRE_NAMES} ->> l.genre_id::text as n
    from ${sql.raw(links)} l where l.${sql.raw(key)} = r.${sql.raw(key)}) named)`;

const GENRES = sql`case
  when r.movie_id is not null then ${genresOf('movie_genres', 'movie_id')}
  when r.series_id is not null then ${genresOf('series_genres', 'series_id')}
  end`;

/** A column of a page: the name `toRow` reads it by, and what the database computes. */
type Column = readonly [name: string, value: SQL];
const column = (name: string, value: SQL): Column => [name, value];
const own = (...names: string[]): Column[] => names.map((name) => column(name, sql.raw(`r.${name}`)));

/**
 * Text arrays read as one joined text: the driver parses array literals cell
 * by cell (~3 % of the server's work for a page with attributes).
 */
const joined = (...names: string[]): Column[] =>
  names.map((name) =>
    column(name, sql.raw(`array_to_string(r.${name}, chr(${LIST_SEPARATOR.charCodeAt(0)}))`)),
  );

/**
 * The dates as milliseconds since 1970 (float8): the driver turns a float
 * into a number ~17× faster than a timestamp text into a Date, 1.3 µs each,
 * 0.3 ms of a page of 100 releases. `date_part` computes in float8; `extract`
 * computes in numeric, which cost PostgreSQL ~0.17 ms more per page of 110.
 */
const DATES = [
  column('posted_ms', sql`date_part('epoch', r.posted_at) * 1000`),
  column('created_ms', sql`date_part('epoch', r.created_at) * 1000`),
];

const BASIC_COLUMNS: Column[] = [
  ...own('id', 'guid', 'name', 'size', 'newznab_category'),
  ...DATES,
  ...own('parsed_season', 'parsed_episode', 'movie_id', 'series_id'),
  column('m_slug', sql`m.slug`),
  column('s_slug', sql`s.slug`),
];

const entryColumns = (alias: 'm' | 's', names: Record<string, string>): Column[] =>
  Object.entries(names).map(([name, from]) => column(`${alias}_${name}`, sql.raw(`${alias}.${from}`)));

/** What a page reads of a release's film or series, by the name {@link toRow} reads it under (`m_…`, `s_…`). */
const MOVIE_COLUMNS = {
  slug: 'slug',
  title: 'title',
  year: 'year',
  imdb: 'imdb_id',
  tmdb: 'tmdb_id',
  rating: 'rating',
  poster: 'poster_path',
  language: 'original_language',
};
const SERIES_COLUMNS = {
  slug: 'slug',
  title: 'title',
  imdb: 'imdb_id',
  tmdb: 'tmdb_id',
  tvdb: 'tvdb_id',
  tvmaze: 'tvmaze_id',
  tvrage: 'tvrage_id',
  rating: 'rating',
  poster: 'poster_path',
  language: 'original_language',
};

const ATTRIBUTE_COLUMNS: Column[] = [
  ...own('id', 'guid', 'name', 'size', 'file_count', 'newznab_category'),
  ...DATES,
  ...joined('usenet_groups'),
  ...own('poster', 'password', 'completion', 'parsed_season', 'parsed_episode', 'air_date'),
  column('has_nfo', sql`r.nfo_hash is not null`),
  ...own('parsed_resolution', 'quality_class', 'source', 'video_codec'),
  ...joined('audio_formats', 'audio_languages', 'subtitles'),
  ...own('dual_language', 'multi_language', 'movie_id', 'series_id'),
  column('grabs', sql`coalesce((select gc.grabs from release_grab_counts gc where gc.release_id = r.id), 0)`),
  ...entryColumns('m', MOVIE_COLUMNS),
  ...entryColumns('s', SERIES_COLUMNS),
];

/**
 * The catalogue entry the columns read. No item shows an episode's title (Newznab has
 * no attribute for it; season, episode and air date are the release's own columns),
 * so the episode is not joined: that join was ~0.5 of ~2.7 ms of PGlite's page of 100.
 */
export const catalogueJoins = sql`left join movies m on m.id = r.movie_id
  left join series s on s.id = r.series_id`;

/**
 * One film or series by the release's key, kept from being flattened into a join by its
 * `limit`: PostgreSQL chose a hash join that read every series for each page of releases
 * by id, so the statement cost grew with the catalogue (bench/README.md). The pages of
 * releases by id now take their entries from the server's copy (`entries` below); a
 * title page looks up the other kind of entry this way.
 */
const entryLookup = (
  table: 'movies' | 'series',
  alias: 'm' | 's',
  key: string,
  names: Record<string, string>,
) =>
  `left join lateral (select ${[...new Set(Object.values(names))].join(', ')} from ${table}
    where id = r.${key} limit 1) ${alias} on true`;

/** The film or series a page names (Radarr's `t=movie`, Sonarr's `t=tvsearch` by id). */
export type TitleKind = 'movie' | 'series';

const TITLE_TABLES = {
  movie: { table: 'movies', alias: 'm', key: 'movie_id', links: 'movie_genres', columns: MOVIE_COLUMNS },
  series: { table: 'series', alias: 's', key: 'series_id', links: 'series_genres', columns: SERIES_COLUMNS },
} as const;

/** The columns of a film or series that items show (by their names in its table). */
export const entryColumnNames = (kind: TitleKind): string[] => [
  ...new Set(Object.values(TITLE_TABLES[kind].columns)),
];

/** The genre names of the film or series aliased `e`, sorted and joined as the `genre` attribute shows them. */
export const entryGenreNames = (kind: TitleKind): string => {
  const { links, key } = TITLE_TABLES[kind];
  return `(select string_agg(g.name, ', ' order by g.name) from ${links} l
    join genres g on g.id = l.genre_id where l.${key} = e.id)`;
};

/**
 * The newest change stamp of the films and series (epoch milliseconds), as a
 * column of a page's statement: each `max` is one step down its index, worked
 * out once per statement (an uncorrelated subquery), so the page and the
 * stamp come from the same snapshot (catalogue-entries.ts).
 */
export const CATALOGUE_STAMP = sql`date_part('epoch', greatest(
  (select max(updated_at) from movies), (select max(updated_at) from series))) * 1000`;

/**
 * A page of the films or series `entries` selects (a condition on that table,
 * aliased `e`): the entries are read once with their genre names (a
 * materialized CTE, so neither is worked out again per release), then their
 * releases, each read once (not their ids first and their rows again). The
 * other kind of entry is looked up per release ({@link entryLookup}, finding
 * none: a release belongs to a film or a series). For the 28 releases
 * of a film this read 145 instead of 395 buffers (bench/README.md). `rest` is
 * what follows the releases' `from`: their other criteria, order and limit.
 */
export function titlePage(kind: TitleKind, entries: SQL, detail: RowDetail, rest: SQL): SQL {
  const own = TITLE_TABLES[kind];
  const other = TITLE_TABLES[kind === 'movie' ? 'series' : 'movie'];
  const columns = entryColumnNames(kind)
    .map((name) => `e.${name}`)
    .join(', ');
  // Joined to `genres` once per title here, not {@link genresOf}'s per-release form: serially on
  // PGlite the title pages took 0.04–0.1 ms longer with it (4 alternating rounds).
  const genres = detail === 'genres' ? `, ${entryGenreNames(kind)} as genres` : '';
  return sql`with ${sql.raw(own.alias)} as materialized (
      select e.id, ${sql.raw(columns + genres)} from ${sql.raw(own.table)} e where ${entries})
    select ${selectList(detail, kind)}
    from ${sql.raw(own.alias)} join releases r on r.${sql.raw(own.key)} = ${sql.raw(own.alias)}.id
    ${sql.raw(entryLookup(other.table, other.alias, other.key, other.columns))}
    ${rest}`;
}

/**
 * A release's genre names on a page of one kind of title: the film's, read
 * with it; on a series page the series' unless the release also names a film
 * (as {@link GENRES} decides).
 */
const TITLE_GENRES: Record<TitleKind, SQL> = {
  movie: sql`m.genres`,
  series: sql`case when r.movie_id is not null then ${genresOf('movie_genres', 'movie_id')} else s.genres end`,
};

const COLUMNS: Record<RowDetail, Column[]> = {
  basic: BASIC_COLUMNS,
  attributes: ATTRIBUTE_COLUMNS,
  genres: [...ATTRIBUTE_COLUMNS, column('genres', GENRES)],
};

/**
 * Where a page's films and series come from: `joined`, looked up by the
 * statement ({@link catalogueJoins}, {@link titlePage});
 * `entries`, the server's own copy (catalogue-entries.ts): the statement then
 * reads only the releases' columns, their entry ids and the catalogue's
 * newest change stamp.
 */
export type EntrySource = 'joined' | 'entries';

const fromEntries = (columns: Column[]): Column[] => [
  ...columns.filter(([name]) => !/^[ms]_/.test(name) && name !== 'genres'),
  column('catalogue_stamp', CATALOGUE_STAMP),
];

const COLUMNS_OF: Record<EntrySource, Record<RowDetail, Column[]>> = {
  joined: COLUMNS,
  entries: {
    basic: fromEntries(COLUMNS.basic),
    attributes: fromEntries(COLUMNS.attributes),
    genres: fromEntries(COLUMNS.genres),
  },
};

const selectLists = new Map<string, SQL>();

const dialect = new PgDialect();

/**
 * The select list of a detail (and, for {@link titlePage}, its kind
 * of title) as text, rendered once: it holds no values, and Drizzle would
 * otherwise walk its ~100 fragments for every statement (~4 % of the server's
 * work for a page with attributes).
 */
export function selectList(detail: RowDetail, title?: TitleKind, source: EntrySource = 'joined'): SQL {
  const key = `${detail} ${title ?? ''} ${source}`;
  let list = selectLists.get(key);
  if (!list) {
    const rendered = dialect.sqlToQuery(buildSelectList(detail, title, source));
    if (rendered.params.length > 0) throw new Error('A select list holds no values');
    selectLists.set(key, (list = sql.raw(rendered.sql)));
  }
  return list;
}

function buildSelectList(detail: RowDetail, title: TitleKind | undefined, source: EntrySource): SQL {
  const columns =
    title && detail === 'genres'
      ? COLUMNS[detail].map(([name, value]): Column => [
          name,
          name === 'genres' ? TITLE_GENRES[title] : value,
        ])
      : COLUMNS_OF[source][detail];
  return sql.join(
    columns.map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
}

const ABSENT = 1 << 16;
const ALL_COLUMNS = Object.values(COLUMNS_OF).flatMap((details) => Object.values(details).flat());
const ALL_NAMES = [...new Set(ALL_COLUMNS.map(([name]) => name))];
const cellsOf = (columns: Column[]): CellIndex => {
  const at = Object.fromEntries(ALL_NAMES.map((name) => [name, ABSENT])) as CellIndex;
  columns.forEach(([name], i) => (at[name as CellName] = i));
  return at;
};
const CELLS = Object.fromEntries(
  Object.entries(COLUMNS_OF).map(([source, details]) => [
    source,
    Object.fromEntries(Object.entries(details).map(([detail, columns]) => [detail, cellsOf(columns)])),
  ]),
) as Record<EntrySource, Record<RowDetail, CellIndex>>;

/**
 * The rows of a statement whose select list is {@link selectList}`(detail, …, source)`,
 * as arrays of cells in select-list order (queryPreparedArrays).
 */
export function readRows(
  cells: unknown[][],
  detail: RowDetail,
  source: EntrySource = 'joined',
): NewznabRow[] {
  const at = CELLS[source][detail];
  return cells.map((row) => toRow(row, at));
}

/** How many cells a row of {@link selectList}`(detail, undefined, source)` has (further columns follow them). */
export function cellCount(detail: RowDetail, source: EntrySource = 'joined'): number {
  return COLUMNS_OF[source][detail].length;
}

/** The catalogue's change stamp an `entries` statement read (the same in every row); null without rows. */
export function catalogueStampOf(cells: unknown[][], detail: RowDetail): number | null {
  const first = cells[0];
  return first ? Number(first[CELLS.entries[detail].catalogue_stamp]) : null;
}
