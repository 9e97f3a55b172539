import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import type { AdminEpisode } from '@nzbkino/api-types';
import { formatDate } from '@nzbkino/shared';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { EmptyState } from '../../../components/ui/StateMessage';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { useQueryParams } from '../../../lib/useQueryParams';
import { CataloguePicker } from '../releases/CataloguePicker';
import { adminKeys } from '../shared/admin-keys';
import { card } from '../shared/admin-ui';
import { AdminScreen } from '../shared/AdminScreen';
import { QueryView } from '../shared/QueryView';
import { fetchEpisodes, fetchSeries } from './catalogue.api';
import { EpisodeDialog } from './EpisodeDialog';

const t = de.adminCatalogue;
type Editing = { episode: AdminEpisode | null } | null;

function SeriesEpisodes({ session, seriesId }: { session: Session; seriesId: number }) {
  const queryClient = useQueryClient();
  const { params, update } = useQueryParams();
  const seasonParam = params.get('season');
  const season = seasonParam !== null && /^\d+$/.test(seasonParam) ? Number(seasonParam) : null;
  const series = useQuery({
    queryKey: [...adminKeys.all, 'series', 'detail', seriesId],
    queryFn: ({ signal }) => fetchSeries(session, seriesId, signal),
  });
  const key = [...adminKeys.all, 'series', 'episodes', seriesId, season];
  const episodes = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchEpisodes(session, seriesId, season, signal),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'series'] });

  return (
    <div className="space-y-4">
      <div className={`${card} flex flex-wrap items-end gap-4`}>
        <div className="min-w-0 flex-1">
          <span className="text-xs font-semibold tracking-wide text-ink-300 uppercase">{t.series}</span>
          <p className="text-lg font-bold break-words text-white">{series.data?.title ?? '…'}</p>
          <Button variant="link" onClick={() => update({ series: null, season: null })}>
            {t.changeSeries}
          </Button>
        </div>
        <SelectField
          label={t.season}
          value={season === null ? '' : String(season)}
          className="w-48"
          onChange={(value) => update({ season: value })}
          options={[
            { value: '', label: t.allSeasons },
            ...(series.data?.seasons ?? []).map((s) => ({
              value: String(s.seasonNumber),
              label: s.name ?? de.adminReleases.seasonName(s.seasonNumber),
            })),
          ]}
        />
        <Button onClick={() => setEditing({ episode: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {t.newEpisode}
        </Button>
      </div>
      <QueryView query={episodes} loading={t.loading} failed={t.loadFailed}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t.episodesEmpty} className="py-12" />
          ) : (
            <ul
              aria-label={de.admin.episodes}
              className="divide-y divide-ink-800 rounded-xl border border-ink-700 bg-ink-900/60"
            >
              {list.map((episode) => (
                <li key={episode.id} className="flex items-center gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-ink-100">
                      {t.episodeTitle(episode.seasonNumber, episode.episodeNumber, episode.title)}
                    </p>
                    <p className="text-xs text-ink-400">
                      {episode.airDate ? `${formatDate(episode.airDate)} · ` : ''}
                      {t.releasesOf(episode.releaseCount)}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${de.adminCommon.edit}: ${t.episodeTitle(episode.seasonNumber, episode.episodeNumber, episode.title)}`}
                    onClick={() => setEditing({ episode })}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    <span className="hidden sm:inline">{de.adminCommon.edit}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {editing ? (
        <EpisodeDialog
          session={session}
          seriesId={seriesId}
          episode={editing.episode}
          season={season}
          onDone={refresh}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function Episodes({ session }: { session: Session }) {
  const { params, update } = useQueryParams();
  const seriesId = Number(params.get('series'));
  if (Number.isInteger(seriesId) && seriesId > 0)
    return <SeriesEpisodes session={session} seriesId={seriesId} />;
  return (
    <div className={card}>
      <h3 className="mb-3 text-lg font-bold text-white">{t.chooseSeries}</h3>
      <CataloguePicker kind="series" onPick={(series) => update({ series: series.id })} />
    </div>
  );
}

/** /admin/episodes?series=…&season=…: one series' episodes to edit or add. */
export default function EpisodesScreen() {
  return (
    <AdminScreen title={de.admin.episodes} intro={t.episodesIntro}>
      {(session) => <Episodes session={session} />}
    </AdminScreen>
  );
}
