import type { SeriesDetail } from '@nzbkino/api-types';
import { formatLongDate } from '@nzbkino/shared';
import { Badge } from '../../../components/ui/Badge';
import { de } from '../../../i18n/de';

/** Übersicht, genres, Land, Sender, Letzte Ausstrahlung (spec 001 §2.4). */
export function SeriesInfo({ series }: { series: SeriesDetail }) {
  const plot = series.overview || series.plot || de.common.noDescription;
  const facts = [
    { label: de.seriesDetail.country, value: series.productionCountries.join(', ') },
    { label: de.seriesDetail.network, value: series.studios.map((studio) => studio.name).join(', ') },
    {
      label: de.seriesDetail.lastAirDate,
      value: series.lastAirDate ? formatLongDate(series.lastAirDate) : '',
    },
  ].filter((fact) => fact.value);
  return (
    <section className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div>
        <h2 className="text-xl font-bold text-white">{de.seriesDetail.overview}</h2>
        <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-200">{plot}</p>
        {series.genres.length > 0 ? (
          <ul aria-label={de.seriesDetail.genres} className="mt-4 flex flex-wrap gap-2">
            {series.genres.map((genre) => (
              <li key={genre.id}>
                <Badge>{genre.name}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {facts.length > 0 ? (
        <dl className="space-y-3 rounded-2xl border border-ink-700 bg-ink-900/60 p-5 text-sm">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs font-semibold tracking-wide text-ink-400 uppercase">{fact.label}</dt>
              <dd className="mt-0.5 text-ink-100">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
