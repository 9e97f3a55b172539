/**
 * Values the Newznab benchmarks send, sampled from the 1M-release data set
 * (npm run bench:data): a sample of rows (tablesample), so the picks spread
 * over the set without a full scan, and requests differ from each other.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/user-lock';

export interface NewznabSamples {
  /** Episodes as Sonarr asks for them: the series' TVDB id, season and episode. */
  episodes: { tvdb: number; season: number; episode: number }[];
  /** IMDb ids of films that have releases, as Radarr asks for them. */
  films: { imdb: string }[];
  /** First words of film titles (4+ letters), as a word search. */
  words: string[];
}

export async function sampleNewznabValues(db: Database, count: number): Promise<NewznabSamples> {
  const episodes = rowsOf<{ tvdb: number; season: number; episode: number }>(
    await db.execute(sql`select s.tvdb_id as tvdb, r.parsed_season as season, r.parsed_episode as episode
      from releases r tablesample system (1) join series s on s.id = r.series_id
      where s.tvdb_id is not null and r.parsed_episode is not null limit ${count}`),
  );
  const films = rowsOf<{ imdb: string }>(
    await db.execute(sql`select distinct m.imdb_id as imdb from releases r tablesample system (1)
      join movies m on m.id = r.movie_id where m.imdb_id is not null limit ${count}`),
  );
  const words = rowsOf<{ word: string }>(
    await db.execute(sql`select distinct split_part(m.title, ' ', 1) as word from movies m
      where length(split_part(m.title, ' ', 1)) >= 4 limit ${Math.ceil(count / 2)}`),
  ).map((r) => r.word);
  if (!episodes.length || !films.length || !words.length)
    throw new Error('Die Datenbank enthält keine Bench-Daten: erst `npm run bench:data` (mit externen IDs).');
  return { episodes, films, words };
}
