import { useQuery } from '@tanstack/react-query';
import type { Release, SeriesDetail } from '@nzbkino/api-types';
import { fetchReleaseList } from '../../releases/releases.api';
import { fetchSeasonEpisodes, fetchSeries, seriesKeys } from '../series.api';

export interface EpisodeAddress {
  slug: string;
  season: number;
  episode: number;
  /** Known when the link carried it (?episodeId=…). */
  episodeId: number | null;
}

async function resolveReleases(
  series: SeriesDetail,
  address: EpisodeAddress,
  signal?: AbortSignal,
): Promise<{ releases: Release[]; episodeTitle: string | null; inCatalogue: boolean }> {
  let episodeId = address.episodeId;
  let episodeTitle: string | null = null;
  let inCatalogue = episodeId !== null;
  const season = series.seasons.find((s) => s.seasonNumber === address.season);
  if (season) {
    const episodes = await fetchSeasonEpisodes(season.id, signal).catch(() => []);
    const episode = episodes.find((e) => e.episodeNumber === address.episode);
    episodeTitle = episode?.title ?? null;
    episodeId ??= episode?.id ?? null;
    inCatalogue ||= episode !== undefined;
  }
  const releases = episodeId
    ? await fetchReleaseList({ episodeId }, signal)
    : // No such episode in the catalogue: releases of this series whose names say SxEy.
      await fetchReleaseList(
        { seriesId: series.id, parsedSeason: address.season, parsedEpisode: address.episode },
        signal,
      );
  return { releases, episodeTitle, inCatalogue };
}

/** The series, then the episode's releases (by episode id, else by the parsed season and episode). */
export function useEpisodeReleases(address: EpisodeAddress | null) {
  const series = useQuery({
    queryKey: seriesKeys.detail(address?.slug ?? ''),
    queryFn: ({ signal }) => fetchSeries(address!.slug, signal),
    enabled: address !== null,
  });
  const releases = useQuery({
    queryKey: ['releases', 'episode-page', address] as const,
    queryFn: ({ signal }) => resolveReleases(series.data!, address!, signal),
    enabled: address !== null && series.data !== undefined,
  });
  return { series, releases };
}
