/**
 * The set-based SQL of generate-data.ts. Deterministic for a given seed
 * (setseed in the same session). `:from`, `:to` and `:total` are replaced with
 * integers before a release batch runs.
 */

const ADJECTIVES = [
  'Dunkle',
  'Letzte',
  'Verlorene',
  'Stille',
  'Rote',
  'Kalte',
  'Ewige',
  'Geheime',
  'Wilde',
  'Goldene',
  'Blinde',
  'Neue',
  'Alte',
  'Falsche',
  'Zweite',
  'Schwarze',
  'Weisse',
  'Toedliche',
  'Heisse',
  'Fremde',
];
const NOUNS = [
  'Nacht',
  'Stadt',
  'Spur',
  'Grenze',
  'Sonne',
  'Welle',
  'Stunde',
  'Insel',
  'Mission',
  'Wahrheit',
  'Reise',
  'Jagd',
  'Liebe',
  'Erbe',
  'Flucht',
  'Stimme',
  'Zeit',
  'Wahl',
  'Bruecke',
  'Kueste',
  'Dark',
  'Storm',
  'Protocol',
  'Legacy',
  'Horizon',
  'Signal',
  'Empire',
  'Shadow',
  'Frontier',
  'Eclipse',
];
const SUFFIXES = [
  '',
  '',
  ' 2',
  ' 3',
  ' Die Rueckkehr',
  ' Das Erwachen',
  ' von Berlin',
  ' im Norden',
  ' Reloaded',
  ' der Woelfe',
];
const PREFIXES = ['', 'Die ', 'The ', 'Operation '];
const SHOW_HEADS = [
  'Kommissar',
  'Die Anwaelte',
  'Station',
  'Familie',
  'Klinik',
  'Revier',
  'Hafen',
  'Schule',
  'Hotel',
  'Akte',
  'Soko',
  'Notruf',
  'Die Erben',
  'Tatort',
  'Der Bergdoktor',
  'Inspector',
  'Detective',
  'The Office',
  'Chronik',
  'Legenden',
];
const SHOW_PLACES = [
  'Berlin',
  'Hamburg',
  'Koeln',
  'Muenchen',
  'Nord',
  'Sued',
  'am See',
  'im Tal',
  'Ost',
  'West',
  'Leipzig',
  'Dresden',
  'Bremen',
  'Kiel',
  'Wien',
  'Zuerich',
  'Rostock',
  'Mainz',
  'Bonn',
  'Essen',
];
const SHOW_TAILS = ['', ' Die Serie', ' Undercover', ' Reloaded', ' 24'];
const GROUP_HEADS = [
  'Ger',
  'Dv',
  'Hd',
  'Spi',
  'Fx',
  'Ultra',
  'Vis',
  'Lw',
  'Tv',
  'Rwp',
  'Wayne',
  'Euro',
  'Nord',
  'Zero',
  'Pix',
  'Mov',
  'Cine',
  'Rel',
  'Kino',
  'Sub',
];
const GROUP_TAILS = [
  'CY',
  'iON',
  'TiME',
  'X',
  'MAX',
  'HD',
  'DL',
  'TV',
  'MEDiA',
  'RiP',
  'FiLM',
  'SQUAD',
  'CREW',
  'NOiR',
  'ZONE',
];
const ARTISTS = [
  'Rammstein',
  'Kraftwerk',
  'Die.Aerzte',
  'Helene.Fischer',
  'Peter.Fox',
  'Cro',
  'AnnenMayKantereit',
  'Seeed',
];

const textArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
const dotted = (expr: string) => `trim(both '.' from regexp_replace(${expr}, '[^A-Za-z0-9]+', '.', 'g'))`;
const slug = (expr: string) => `trim(both '-' from regexp_replace(lower(${expr}), '[^a-z0-9]+', '-', 'g'))`;

export const DIMENSION_TABLES = `
create temp table bench_lang (n int primary key, tag text, langs text[], dual boolean, multi boolean, audio text[]);
insert into bench_lang values
  (0, 'German', '{de}', false, false, '{}'), (1, 'German', '{de}', false, false, '{}'),
  (2, 'German.DL', '{de}', true, false, '{}'), (3, 'German.DL', '{de}', true, false, '{}'),
  (4, 'German.DL.AC3', '{de}', true, false, '{AC3}'), (5, 'German.AC3', '{de}', false, false, '{AC3}'),
  (6, 'GERMAN.DTS', '{de}', false, false, '{DTS}'), (7, 'German.DL.EAC3', '{de}', true, false, '{DD+}'),
  (8, 'German.ML', '{de}', false, true, '{}'), (9, 'MULTi', '{}', false, true, '{}');
create temp table bench_res (n int primary key, tag text, parsed text, min_gb float8, span_gb float8);
insert into bench_res values
  (0, '2160p', '2160p', 15, 45), (1, '1080p', '1080p', 4, 12), (2, '1080p', '1080p', 4, 12),
  (3, '1080p', '1080p', 4, 12), (4, '720p', '720p', 2, 5), (5, '720p', '720p', 2, 5),
  (6, '', null, 0.7, 1.3), (7, '576p', '576p', 1, 2);
create temp table bench_src (n int primary key, tag text, canonical text);
insert into bench_src values
  (0, 'BluRay', 'BluRay'), (1, 'WEB', 'WEB-DL'), (2, 'WEB-DL', 'WEB-DL'), (3, 'WEBRip', 'WEBRip'),
  (4, 'HDTV', 'HDTV'), (5, 'DVDRip', 'DVDRip'), (6, 'UHD.BluRay', 'UHD BluRay');
create temp table bench_codec (n int primary key, tag text, canonical text);
insert into bench_codec values
  (0, 'x264', 'x264'), (1, 'x264', 'x264'), (2, 'x265', 'x265'), (3, 'h264', 'H.264'),
  (4, 'h265', 'H.265'), (5, 'AV1', 'AV1');
insert into release_groups (name)
  select h || t from unnest(${textArray(GROUP_HEADS)}) with ordinality a(h, i)
  cross join unnest(${textArray(GROUP_TAILS)}) with ordinality b(t, j) order by j, i;
create temp table bench_group as select row_number() over (order by id)::int as n, id, name from release_groups;
create unique index on bench_group (n);
`;

export const WORKS = `
insert into genres (tmdb_id, name, english_name, slug) values
  (28, 'Action', 'Action', 'action'), (12, 'Abenteuer', 'Adventure', 'abenteuer'),
  (16, 'Animation', 'Animation', 'animation'), (35, 'Komödie', 'Comedy', 'komoedie'),
  (80, 'Krimi', 'Crime', 'krimi'), (99, 'Dokumentarfilm', 'Documentary', 'dokumentarfilm'),
  (18, 'Drama', 'Drama', 'drama'), (10751, 'Familie', 'Family', 'familie'), (14, 'Fantasy', 'Fantasy', 'fantasy'),
  (36, 'Historie', 'History', 'historie'), (27, 'Horror', 'Horror', 'horror'), (10402, 'Musik', 'Music', 'musik'),
  (9648, 'Mystery', 'Mystery', 'mystery'), (10749, 'Liebesfilm', 'Romance', 'liebesfilm'),
  (878, 'Science Fiction', 'Science Fiction', 'science-fiction'), (53, 'Thriller', 'Thriller', 'thriller'),
  (10752, 'Kriegsfilm', 'War', 'kriegsfilm'), (37, 'Western', 'Western', 'western');

insert into movies (slug, title, match_titles, year, release_date, runtime, plot, rating, rating_count, popularity,
                    tmdb_id, imdb_id, poster_path, backdrop_path, original_language, created_at)
select ${slug('t.title')} || '-' || y.year || '-' || i, t.title, array[lower(t.title)], y.year,
       make_date(y.year, 1 + i % 12, 1 + i % 28), 80 + i % 70, 'Die Geschichte von ' || t.title || '.',
       round((3 + random() * 6.5)::numeric, 1)::real, (random() * 5000)::int, random() * 100, 1000000 + i,
       'tt' || (1000000 + i), 'bench-poster-' || i || '.jpg', case when i % 3 = 0 then 'bench-backdrop-' || i || '.jpg' end,
       case when i % 4 = 0 then 'en' else 'de' end, now() - random() * interval '3 years'
from generate_series(0, 19999) i
cross join lateral (select (${textArray(PREFIXES)})[1 + (i / 6000) % 4] || (${textArray(ADJECTIVES)})[1 + i % 20] || ' ' ||
                           (${textArray(NOUNS)})[1 + (i / 20) % 30] || (${textArray(SUFFIXES)})[1 + (i / 600) % 10] as title) t
-- The "+ 0 * i" ties the draw to the row; an uncorrelated lateral subquery would run only once.
cross join lateral (select 2027 - floor(power(random(), 2) * 67 + 0 * i)::int as year) y;

insert into movie_genres (movie_id, genre_id)
select distinct m.id, (select id from genres order by id offset (m.id * k * 7) % 18 limit 1)
from movies m cross join generate_series(1, 1 + m.id % 3) k;

insert into series (slug, title, match_titles, first_air_date, status, in_production, plot, rating, vote_count,
                    popularity, number_of_seasons, tmdb_id, imdb_id, tvdb_id, poster_path, backdrop_path, original_language,
                    created_at)
select ${slug('t.title')} || '-' || i, t.title, array[lower(t.title)],
       case when st.status in ('Returning Series', 'In Production')
            then current_date - (st.seasons - 1) * 364 - (i % 50)
            else make_date(1990 + i % 30, 1 + i % 12, 1 + i % 28) end,
       st.status, st.status = 'In Production', 'Die Serie ' || t.title || '.',
       round((4 + random() * 5.5)::numeric, 1)::real, (random() * 3000)::int, random() * 100, st.seasons,
       2000000 + i, 'tt' || (2000000 + i), 300000 + i, 'bench-series-poster-' || i || '.jpg',
       case when i % 2 = 0 then 'bench-series-backdrop-' || i || '.jpg' end, 'de', now() - random() * interval '3 years'
from generate_series(0, 1999) i
cross join lateral (select (${textArray(SHOW_HEADS)})[1 + i % 20] || ' ' || (${textArray(SHOW_PLACES)})[1 + (i / 20) % 20] ||
                           (${textArray(SHOW_TAILS)})[1 + (i / 400) % 5] as title) t
cross join lateral (select 1 + (i * 13) % 8 as seasons,
                           case when i % 20 < 8 then 'Returning Series' when i % 20 < 17 then 'Ended'
                                when i % 20 < 19 then 'Canceled' else 'In Production' end as status) st;

insert into series_genres (series_id, genre_id)
select distinct s.id, (select id from genres order by id offset (s.id * k * 5) % 18 limit 1)
from series s cross join generate_series(1, 1 + s.id % 2) k;

insert into seasons (series_id, season_number, name, air_date, episode_count)
select s.id, n, case when n = 0 then 'Specials' else 'Staffel ' || n end,
       case when n > 0 then s.first_air_date + (n - 1) * 364 end,
       case when n = 0 then 2 else 6 + (s.id * 7 + n) % 8 end
from series s cross join generate_series(case when s.id % 5 = 0 then 0 else 1 end, s.number_of_seasons) n;

insert into episodes (season_id, series_id, season_number, episode_number, title, air_date, runtime, rating, vote_count)
select se.id, se.series_id, se.season_number, e, 'Folge ' || e, se.air_date + (e - 1) * 7, 45,
       round((5 + random() * 4)::numeric, 1)::real, (random() * 200)::int
from seasons se cross join generate_series(1, se.episode_count) e;

update series s set number_of_episodes = x.n, last_air_date = x.last
from (select series_id, count(*) as n, max(air_date) as last from episodes where season_number > 0 group by series_id) x
where x.series_id = s.id;

create temp table bench_movie as
  select row_number() over (order by id)::int as n, id, title, year, ${dotted('title')} as dotted from movies;
create unique index on bench_movie (n);
create temp table bench_episode as
  select row_number() over (order by e.id)::int as n, e.id, e.series_id, e.season_id, e.season_number,
         e.episode_number, s.title, ${dotted('s.title')} as dotted
  from episodes e join series s on s.id = e.series_id where e.season_number > 0;
create unique index on bench_episode (n);
create temp table bench_season as
  select row_number() over (order by se.id)::int as n, se.id, se.series_id, se.season_number, s.title,
         ${dotted('s.title')} as dotted
  from seasons se join series s on s.id = se.series_id where se.season_number > 0;
create unique index on bench_season (n);
`;

// Shared tail of every release insert: the random draws of one row and the dimension joins.
const draws = (share: string) => `
from (select i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7,
             random() r8, random() r9, random() r10
      from generate_series(:from, :to) i where ${share}) g
join bench_lang l on l.n = floor(g.r2 * 10)::int
join bench_res r on r.n = floor(g.r3 * 8)::int
join bench_src s on s.n = floor(g.r7 * 7)::int
join bench_codec c on c.n = floor(g.r8 * 6)::int
join bench_group gr on gr.n = 1 + floor(power(g.r9, 2) * 300)::int
cross join lateral (select least(now(), now() - interval '3 years' + (g.i::float8 / :total) * interval '3 years'
                                         + (g.r6 - 0.5) * interval '2 hours') as created) t`;

// The parser's quality class for these names: every one has a codec, so a Blu-ray is an encode
// (720p when no resolution is stated), the other sources without a resolution are SD.
const QUALITY_CLASS = `case when r.parsed = '576p' then '480p' when r.parsed is not null then r.parsed
  when s.canonical = 'UHD BluRay' then '2160p' when s.canonical = 'BluRay' then '720p' else '480p' end`;
const QUALITY_MODIFIER = `case when s.canonical in ('BluRay', 'UHD BluRay', 'DVDRip') then 'encode' end`;

const COLUMNS = `guid, name, parsed_title, parsed_type, parsed_year, parsed_season, parsed_episode, parsed_episodes,
  full_season, parsed_resolution, quality_class, quality_modifier, source, video_codec, audio_formats, audio_languages, dual_language, multi_language,
  parsed_group, group_id, size, file_count, segment_count, usenet_groups, posted_at, created_at, nzb_hash, nfo_hash,
  movie_id, series_id, season_id, episode_id`;

const common = (sizeFactor: string) => `
  r.parsed, ${QUALITY_CLASS}, ${QUALITY_MODIFIER}, s.canonical, c.canonical, l.audio, l.langs, l.dual, l.multi, gr.name, gr.id,
  ((r.min_gb + g.r4 * r.span_gb) * ${sizeFactor} * 1073741824)::bigint, 20 + floor(g.r4 * 80)::int,
  (20 + floor(g.r4 * 80)::int) * 150, '{alt.binaries.german.hd}', t.created - g.r5 * interval '3 hours', t.created,
  encode(sha256(('nzb-' || g.i)::bytea), 'hex'),
  case when g.r5 < 0.3 then encode(sha256(('nfo-' || g.i)::bytea), 'hex') end`;

const quality = `coalesce('.' || nullif(r.tag, ''), '') || '.' || s.tag || '.' || c.tag || '-' || gr.name`;

/** 60 % movie releases; 88 % of them linked to their movie. */
export const MOVIE_RELEASES = `
insert into releases (${COLUMNS})
select md5('release-' || g.i)::uuid::text, m.dotted || '.' || m.year || '.' || l.tag || ${quality},
  m.title, 'MOVIE', m.year, null, null, '{}', false, ${common('1')},
  case when g.r10 < 0.88 then m.id end, null, null, null
${draws('(i::bigint * 7919) % 100 < 60')}
join bench_movie m on m.n = 1 + floor(g.r1 * (select count(*) from bench_movie))::int`;

/** 33 % episode releases; 90 % linked to series, season and episode. */
export const EPISODE_RELEASES = `
insert into releases (${COLUMNS})
select md5('release-' || g.i)::uuid::text,
  e.dotted || '.S' || lpad(e.season_number::text, 2, '0') || 'E' || lpad(e.episode_number::text, 2, '0') || '.' ||
  l.tag || ${quality},
  e.title, 'TV', null, e.season_number, e.episode_number, array[e.episode_number], false, ${common('0.15')},
  null, case when g.r10 < 0.9 then e.series_id end, case when g.r10 < 0.9 then e.season_id end,
  case when g.r10 < 0.9 then e.id end
${draws('(i::bigint * 7919) % 100 between 60 and 92')}
join bench_episode e on e.n = 1 + floor(g.r1 * (select count(*) from bench_episode))::int`;

/** 3 % season packs, linked to series and season but no episode ("Ohne Zuordnung"). */
export const PACK_RELEASES = `
insert into releases (${COLUMNS})
select md5('release-' || g.i)::uuid::text,
  p.dotted || '.S' || lpad(p.season_number::text, 2, '0') || '.' || l.tag || ${quality},
  p.title, 'TV', null, p.season_number, null, '{}', true, ${common('1.2')},
  null, p.series_id, p.id, null
${draws('(i::bigint * 7919) % 100 between 93 and 95')}
join bench_season p on p.n = 1 + floor(g.r1 * (select count(*) from bench_season))::int`;

/** 4 % music and unknown releases, never linked. */
export const OTHER_RELEASES = `
insert into releases (${COLUMNS})
select md5('release-' || g.i)::uuid::text,
  (${textArray(ARTISTS)})[1 + floor(g.r1 * 8)::int] || '-' || (${textArray(NOUNS)})[1 + floor(g.r2 * 30)::int] ||
  '-WEB-DE-' || (2000 + floor(g.r3 * 26)::int) || '-' || gr.name,
  '', 'MUSIC', null, null, null, '{}', false, null, null, null, 'WEB', null, '{MP3}', '{de}', false, false, gr.name, gr.id,
  (g.r4 * 300 * 1048576)::bigint, 12, 400, '{alt.binaries.sounds.mp3.german}', t.created - interval '1 hour',
  t.created, encode(sha256(('nzb-' || g.i)::bytea), 'hex'), null, null, null, null, null
${draws('(i::bigint * 7919) % 100 > 95')}`;

/**
 * Grab counts as an indexer's catalogue has them: ~40 % of releases grabbed,
 * most a few times, a few hundreds of times. Without them the planner sees an
 * empty table and reads it per release, which no live indexer does.
 */
export const GRAB_COUNTS = `
insert into release_grab_counts (release_id, grabs)
select id, 1 + floor(power(random(), 4) * 400)::int from releases where random() < 0.4
on conflict (release_id) do nothing`;
