import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { de } from '../../../i18n/de';
import { inputClass, labelClass } from '../shared/admin-ui';
import type { TrailerDraft } from './catalogue-form';

const t = de.adminCatalogue;
const parts = [
  ['site', t.trailerSite],
  ['type', t.trailerType],
  ['key', t.trailerKey],
  ['name', t.trailerName],
] as const;

/** The title's trailers: platform (YouTube), kind (Trailer, Teaser), the video key and a name. */
export function TrailersField({
  trailers,
  onChange,
}: {
  trailers: TrailerDraft[];
  onChange: (trailers: TrailerDraft[]) => void;
}) {
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-xs font-semibold tracking-wide text-ink-300 uppercase">{t.trailers}</legend>
      {trailers.map((trailer, index) => (
        <div
          key={index}
          className="grid gap-2 rounded-lg border border-ink-700 p-3 sm:grid-cols-[8rem_8rem_10rem_minmax(0,1fr)_auto] sm:items-end"
        >
          {parts.map(([part, label]) => (
            <label key={part} className={labelClass}>
              {label}
              <input
                value={trailer[part]}
                onChange={(event) =>
                  onChange(
                    trailers.map((row, i) => (i === index ? { ...row, [part]: event.target.value } : row)),
                  )
                }
                className={inputClass}
              />
            </label>
          ))}
          <button
            type="button"
            aria-label={t.removeTrailer(index + 1)}
            onClick={() => onChange(trailers.filter((_, i) => i !== index))}
            className="justify-self-start rounded-lg p-2.5 text-ink-300 hover:bg-ink-800 hover:text-white"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ))}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onChange([...trailers, { site: 'YouTube', type: 'Trailer', key: '', name: '' }])}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t.addTrailer}
      </Button>
    </fieldset>
  );
}
