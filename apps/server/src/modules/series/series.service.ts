import type {
  Episode,
  EpisodeDetail,
  Release,
  Season,
  SeriesCard,
  SeriesDetail,
  SeriesList,
  SeriesListQuery,
  SeriesSort,
} from '@nzbkino/shared';
import { berlinDate } from '../../lib/dates';
import { notFound } from '../../lib/http-errors';
import { TtlCache } from '../../lib/ttl-cache';
import { genresByWork } from '../genres/genre-view';
import type { GenresService } from '../genres/genres.service';
import type { ReleasesService } from '../releases/releases.service';
import { listWorks, type WorkListSource } from '../works/work-list';
import type { SeriesCardRow, SeriesRepository } from './series.repository';
import { toEpisode, toSeriesCard } from './series-view';

export const SERIES_NOT_FOUND = 'Serie nicht gefunden';
export const SEASON_NOT_FOUND = 'Staffel nicht gefunden';
export const EPISODE_NOT_FOUND = 'Episode nicht gefunden';
const CAST_LIMIT = 20;
/** TMDb statuses of series that still air. */
const AIRING_STATUSES = ['Returning Series', 'In Production'];
/** "Aktuell im TV": an episode aired in the last 14 days or is due in the next 14. */
const ON_AIR_WINDOW_DAYS = 14;

export class SeriesService {
  private readonly listing: WorkListSource<SeriesSort, SeriesCardRow, SeriesCard>;

  constructor(
    private readonly repository: SeriesRepository,
    private readonly genres: GenresService,
    private readonly releases: ReleasesService,
    /** How long a list total is reused in this process (0 = never). */
    totalCacheMs = 30_000,
  ) {
    this.listing = {
      genres,
      repository,
      totals: new TtlCache(totalCacheMs),
      cards: (rows) => this.cards(rows),
    };
  }

  async cards(rows: SeriesCardRow[]): Promise<SeriesCard[]> {
    const genres = genresByWork(await this.repository.genresOf(rows.map((r) => r.id)));
    return rows.map((row) => toSeriesCard(row, genres.get(row.id) ?? []));
  }

  async list(query: SeriesListQuery): Promise<SeriesList> {
    const sort = query.sort ?? query.sortBy ?? 'title_asc';
    const { items, pagination } = await listWorks(query, sort, this.listing);
    return { series: items, pagination };
  }

  private async find(slugOrId: string) {
    const found = await this.repository.find(slugOrId);
    if (!found) throw notFound(SERIES_NOT_FOUND);
    return found;
  }

  async detail(slugOrId: string): Promise<SeriesDetail> {
    const show = await this.find(slugOrId);
    const [[card], cast, studios, trailers, seasons, unassignedReleaseCount] = await Promise.all([
      this.cards([show]),
      this.repository.cast(show.id, CAST_LIMIT),
      this.repository.companies(show.id),
      this.repository.trailers(show.id),
      this.repository.seasons(show.id),
      this.releases.unassignedCount(show.id),
    ]);
    return {
      ...card!,
      originalTitle: show.originalTitle,
      overview: show.plot,
      lastAirDate: show.lastAirDate,
      numberOfEpisodes: show.numberOfEpisodes,
      imdbId: show.imdbId,
      tmdbId: show.tmdbId,
      productionCountries: show.productionCountries.map((c) => c.name),
      studios,
      cast,
      trailers,
      seasons,
      seriesGenres: card!.genres.map((g) => ({ genre: { id: g.id, name: g.name } })),
      unassignedReleaseCount,
    };
  }

  async seasons(slugOrId: string): Promise<Season[]> {
    const show = await this.find(slugOrId);
    return this.repository.seasons(show.id);
  }

  async releasesOf(slugOrId: string): Promise<Release[]> {
    const show = await this.find(slugOrId);
    return this.releases.forSeries(show.id);
  }

  async unassignedReleases(slugOrId: string): Promise<Release[]> {
    const show = await this.find(slugOrId);
    return this.releases.unassigned(show.id);
  }

  async episodes(seasonId: number): Promise<Episode[]> {
    const rows = await this.repository.episodesOf(seasonId);
    if (rows.length === 0 && !(await this.repository.seasonExists(seasonId)))
      throw notFound(SEASON_NOT_FOUND);
    const counts = await this.releases.countsByEpisode(rows.map((r) => r.id));
    return rows.map((row) => toEpisode(row, counts.get(row.id) ?? 0));
  }

  async episode(episodeId: number): Promise<EpisodeDetail> {
    const found = await this.repository.episode(episodeId);
    if (!found) throw notFound(EPISODE_NOT_FOUND);
    const counts = await this.releases.countsByEpisode([episodeId]);
    return { ...toEpisode(found.episode, counts.get(episodeId) ?? 0), series: found.series };
  }

  /** Running series with an episode in the 14 days before or after today (Berlin). */
  async onAir(limit: number): Promise<SeriesCard[]> {
    const rows = await this.repository.airingBetween(
      AIRING_STATUSES,
      berlinDate(-ON_AIR_WINDOW_DAYS),
      berlinDate(ON_AIR_WINDOW_DAYS),
      limit,
    );
    return this.cards(rows);
  }

  popularWithBackdrop(limit: number): Promise<SeriesCardRow[]> {
    return this.repository.popularWithBackdrop(limit);
  }
}
