import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../../components/ui/SelectField';
import { de } from '../../../i18n/de';
import { fetchEpisodes, fetchSeasons } from './releases.api';

const t = de.adminReleases;

/** Season and episode of the chosen series; no episode links the release to the whole series. */
export function EpisodeSelect({
  seriesId,
  seasonId,
  episodeId,
  onSeason,
  onEpisode,
}: {
  seriesId: number;
  seasonId: number | null;
  episodeId: number | null;
  onSeason: (seasonId: number | null) => void;
  onEpisode: (episodeId: number | null) => void;
}) {
  const seasons = useQuery({
    queryKey: ['catalogue', 'seasons', seriesId],
    queryFn: ({ signal }) => fetchSeasons(seriesId, signal),
  });
  const episodes = useQuery({
    queryKey: ['catalogue', 'episodes', seasonId],
    queryFn: ({ signal }) => fetchEpisodes(seasonId!, signal),
    enabled: seasonId !== null,
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t.season}
        value={seasonId === null ? '' : String(seasonId)}
        disabled={!seasons.data}
        onChange={(value) => {
          onSeason(value ? Number(value) : null);
          onEpisode(null);
        }}
        options={[
          { value: '', label: t.wholeSeries },
          ...(seasons.data ?? []).map((season) => ({
            value: String(season.id),
            label: t.seasonName(season.seasonNumber),
          })),
        ]}
      />
      <SelectField
        label={t.episode}
        value={episodeId === null ? '' : String(episodeId)}
        disabled={seasonId === null || !episodes.data}
        onChange={(value) => onEpisode(value ? Number(value) : null)}
        options={[
          { value: '', label: t.wholeSeries },
          ...(seasonId !== null ? (episodes.data ?? []) : []).map((episode) => ({
            value: String(episode.id),
            label: t.episodeName(episode.episodeNumber, episode.title),
          })),
        ]}
      />
    </div>
  );
}
