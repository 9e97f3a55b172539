import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AdminEpisode } from '@nzbkino/api-types';
import { Dialog } from '../../../components/ui/Dialog';
import { useToast } from '../../../components/ui/toast/useToast';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { errorText } from '../shared/admin-ui';
import { NumberInput } from '../shared/Fields';
import { changesOf, draftOf, episodeSpecs } from './catalogue-form';
import { createEpisode, updateEpisode, type EpisodeCreate } from './catalogue.api';
import { CatalogueForm } from './CatalogueForm';
import { ImagePanel } from './ImagePanel';

const t = de.adminCatalogue;
const label = (episode: AdminEpisode) =>
  t.episodeTitle(episode.seasonNumber, episode.episodeNumber, episode.title);

/** Edit one episode (and its still), or add one to the series. */
export function EpisodeDialog({
  session,
  seriesId,
  episode,
  season,
  onDone,
  onClose,
}: {
  session: Session;
  seriesId: number;
  episode: AdminEpisode | null;
  /** The season a new episode goes into by default. */
  season: number | null;
  onDone: () => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const [numbers, setNumbers] = useState({ season: String(season ?? 1), episode: '' });
  const initial = draftOf(episode as Record<string, unknown> | null, episodeSpecs);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      episode
        ? updateEpisode(session, episode.id, body)
        : createEpisode(session, seriesId, body as EpisodeCreate),
    onSuccess: (saved) => {
      toast.success(episode ? t.episodeSaved(label(saved)) : t.episodeCreated(label(saved)));
      onDone();
      onClose();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <Dialog open onClose={onClose} title={episode ? `${t.editEpisode}: ${label(episode)}` : t.createEpisode}>
      <div className="space-y-4">
        {episode ? (
          <ImagePanel
            session={session}
            target={{ entityType: 'episode', entityId: episode.id }}
            onUploaded={onDone}
            slots={[{ type: 'backdrop', label: t.still, kind: 'episodes', path: episode.stillPath }]}
          />
        ) : (
          <div className="grid grid-cols-2 gap-4">
            <NumberInput
              label={t.fields.seasonNumber}
              value={numbers.season}
              onChange={(value) => setNumbers({ ...numbers, season: value })}
            />
            <NumberInput
              label={t.fields.episodeNumber}
              value={numbers.episode}
              onChange={(value) => setNumbers({ ...numbers, episode: value })}
            />
          </div>
        )}
        <CatalogueForm
          specs={episodeSpecs}
          initial={initial}
          extras={false}
          busy={save.isPending}
          submitLabel={episode ? t.save : t.create}
          onSubmit={(draft) => {
            const result = changesOf(draft, episodeSpecs, episode ? initial : null, false);
            if ('error' in result) return result.error;
            if (!episode) {
              if (!/^\d+$/.test(numbers.season)) return t.notWhole(t.fields.seasonNumber);
              if (!/^\d+$/.test(numbers.episode)) return t.notWhole(t.fields.episodeNumber);
              Object.assign(result.body, {
                seasonNumber: Number(numbers.season),
                episodeNumber: Number(numbers.episode),
              });
            }
            if (Object.keys(result.body).length === 0) {
              toast.info(t.unchanged);
              onClose();
            } else save.mutate(result.body);
            return null;
          }}
        />
      </div>
    </Dialog>
  );
}
