import { useState, type FormEvent } from 'react';
import type { AdminRelease, AdminReleaseUpdate } from '@nzbkino/api-types';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { SelectField } from '../../../components/ui/SelectField';
import { de } from '../../../i18n/de';
import { inputClass, labelClass } from '../shared/admin-ui';
import { CataloguePicker, itemLabel, type CatalogueItem } from './CataloguePicker';
import { EpisodeSelect } from './EpisodeSelect';
import { changesOf, draftOf, type LinkKind, type ReleaseDraft } from './release-changes';

const t = de.adminReleases;
const categories = ['MOVIE', 'TV', 'MUSIC', 'UNKNOWN'] as const;

function Chosen({ item, onChange }: { item: CatalogueItem; onChange: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink-100">
      <span className="text-ink-300">{t.current}</span>
      <strong>{itemLabel(item)}</strong>
      <Button variant="link" onClick={onChange}>
        {t.change}
      </Button>
    </p>
  );
}

/** Name, category and link of one release; saves only what changed. */
export function ReleaseEditDialog({
  release,
  busy,
  onSave,
  onClose,
}: {
  release: AdminRelease;
  busy: boolean;
  onSave: (body: AdminReleaseUpdate) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<ReleaseDraft>(() => draftOf(release));
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<ReleaseDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.name.trim().length < 3) return setError(t.nameTooShort);
    if (draft.kind === 'movie' && !draft.movie) return setError(t.chooseMovie);
    if (draft.kind === 'series' && !draft.series) return setError(t.chooseSeries);
    setError(null);
    onSave(changesOf(release, draft));
  };

  return (
    <Dialog open onClose={onClose} title={t.editTitle} description={release.name}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <label className={labelClass}>
          {t.name}
          <input
            value={draft.name}
            maxLength={500}
            onChange={(event) => set({ name: event.target.value })}
            className={inputClass}
          />
        </label>
        <SelectField
          label={t.category}
          value={draft.category}
          onChange={(value) => set({ category: value as ReleaseDraft['category'] })}
          options={categories.map((value) => ({ value, label: t.categories[value] }))}
        />
        <fieldset className="space-y-3">
          <legend className="text-xs font-semibold tracking-wide text-ink-300 uppercase">{t.link}</legend>
          <div className="flex flex-wrap gap-4">
            {(
              [
                ['none', t.linkNone],
                ['movie', t.linkMovie],
                ['series', t.linkSeries],
              ] as const
            ).map(([kind, label]) => (
              <label key={kind} className="flex items-center gap-2 text-sm text-ink-100">
                <input
                  type="radio"
                  name="release-link"
                  className="accent-brand-400"
                  checked={draft.kind === kind}
                  onChange={() => set({ kind: kind as LinkKind })}
                />
                {label}
              </label>
            ))}
          </div>
          {draft.kind === 'movie' ? (
            draft.movie ? (
              <Chosen item={draft.movie} onChange={() => set({ movie: null })} />
            ) : (
              <CataloguePicker kind="movie" onPick={(movie) => set({ movie })} />
            )
          ) : null}
          {draft.kind === 'series' ? (
            draft.series ? (
              <>
                <Chosen
                  item={draft.series}
                  onChange={() => set({ series: null, seasonId: null, episodeId: null })}
                />
                <EpisodeSelect
                  seriesId={draft.series.id}
                  seasonId={draft.seasonId}
                  episodeId={draft.episodeId}
                  onSeason={(seasonId) => set({ seasonId })}
                  onEpisode={(episodeId) => set({ episodeId })}
                />
              </>
            ) : (
              <CataloguePicker
                kind="series"
                onPick={(series) => set({ series, seasonId: null, episodeId: null })}
              />
            )
          ) : null}
        </fieldset>
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {de.adminCommon.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? de.adminCommon.saving : de.adminCommon.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
