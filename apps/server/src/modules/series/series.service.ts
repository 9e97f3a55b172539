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
import type { SeriesRow } from '../../db/schema';
import { berlinDate } from '../../lib/dates';
import { notFound } from '../../lib/http-errors';
import type { GenresService } from '../genres/genres.service';
import type { ReleasesService } from '../releases/releases.service';
import { WorksService } from '../works/works.service';
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

export class SeriesService extends WorksService<SeriesSort, SeriesCardRow, SeriesCard, SeriesRow> {
  constructor(
    private readonly repository: SeriesRepository,
    genres: GenresService,
    private readonly releases: ReleasesService,
    totalCacheMs = 30_000,
  ) {
    super(repository, genres, { notFound: SERIES_NOT_FOUND, toCard: toSeriesCard }, totalCacheMs);
  }

  async list(query: SeriesListQuery): Promise<SeriesList> {
    const { items, pagination } = await this.page(query, query.sort ?? query.sortBy ?? 'title_asc');
    return { series: items, pagination };
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
