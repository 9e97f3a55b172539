import {
  lookupKey,
  type EpisodeKey,
  type MatchingLookups,
  type MatchingRepository,
  type MovieCandidate,
  type SeriesCandidate,
} from './matching.repository';

type EpisodeRef = { id: number; seasonId: number } | undefined;

/**
 * Collects the questions asked in one turn of the event loop and answers all
 * of the same kind with one statement. The matcher runs for a whole batch of
 * releases at once, so their title lookups, then their episode lookups, each
 * become a single query. Every distinct question is asked once per instance.
 */
class Loader<K, V> {
  private readonly answers = new Map<string, Promise<V>>();
  private queue: { key: K; id: string; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];

  constructor(
    private readonly idOf: (key: K) => string,
    private readonly loadAll: (keys: K[]) => Promise<Map<string, V>>,
    private readonly missing: V,
  ) {}

  load(key: K): Promise<V> {
    const id = this.idOf(key);
    let answer = this.answers.get(id);
    if (!answer) {
      answer = new Promise<V>((resolve, reject) => {
        if (this.queue.length === 0) setImmediate(() => void this.flush());
        this.queue.push({ key, id, resolve, reject });
      });
      this.answers.set(id, answer);
    }
    return answer;
  }

  private async flush(): Promise<void> {
    const queue = this.queue;
    this.queue = [];
    try {
      const found = await this.loadAll(queue.map((entry) => entry.key));
      for (const entry of queue) entry.resolve(found.get(entry.id) ?? this.missing);
    } catch (error) {
      for (const entry of queue) entry.reject(error);
    }
  }
}

/**
 * The matcher's lookups for one batch of releases, answered set-wise. Lives
 * for one batch only, so metadata that arrives meanwhile is seen by the next.
 */
export class BatchedLookups implements MatchingLookups {
  private readonly movies: Loader<string, MovieCandidate[]>;
  private readonly series: Loader<string, SeriesCandidate[]>;
  private readonly episodes: Loader<EpisodeKey, EpisodeRef>;
  private readonly aired: Loader<[number, string], EpisodeRef>;
  private readonly seasons: Loader<[number, number], number | undefined>;

  constructor(repository: MatchingRepository) {
    this.movies = new Loader(
      (t) => t,
      (titles) => repository.moviesTitledAny(titles),
      [],
    );
    this.series = new Loader(
      (t) => t,
      (titles) => repository.seriesTitledAny(titles),
      [],
    );
    this.episodes = new Loader<EpisodeKey, EpisodeRef>(
      lookupKey,
      (keys) => repository.episodesAny(keys),
      undefined,
    );
    this.aired = new Loader<[number, string], EpisodeRef>(
      lookupKey,
      (keys) => repository.episodesAiredAny(keys),
      undefined,
    );
    this.seasons = new Loader<[number, number], number | undefined>(
      lookupKey,
      (keys) => repository.seasonsAny(keys),
      undefined,
    );
  }

  moviesTitled(folded: string) {
    return this.movies.load(folded);
  }

  seriesTitled(folded: string) {
    return this.series.load(folded);
  }

  episode(seriesId: number, season: number, episode: number) {
    return this.episodes.load([seriesId, season, episode]);
  }

  episodeAired(seriesId: number, airDate: string) {
    return this.aired.load([seriesId, airDate]);
  }

  season(seriesId: number, seasonNumber: number) {
    return this.seasons.load([seriesId, seasonNumber]);
  }
}
