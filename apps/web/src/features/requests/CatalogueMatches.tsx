import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { de } from '../../i18n/de';
import { fetchMovies } from '../movies/movies.api';
import { fetchSeriesList } from '../series/series.api';

const t = de.requests;
const HITS = 5;

export interface CatalogueMatch {
  id: number;
  slug: string;
  title: string;
  year: number | null;
}

async function findTitles(kind: 'movie' | 'series', search: string, signal: AbortSignal) {
  if (kind === 'movie') {
    const list = await fetchMovies({ search, limit: HITS }, signal);
    return list.movies.map(({ id, slug, title, year }) => ({ id, slug, title, year }));
  }
  const list = await fetchSeriesList({ search, limit: HITS }, signal);
  return list.series.map(({ id, slug, title, firstAirDate }) => ({
    id,
    slug,
    title,
    year: firstAirDate ? Number(firstAirDate.slice(0, 4)) : null,
  }));
}

export interface CatalogueMatchesProps {
  kind: 'movie' | 'series';
  search: string;
  busy: boolean;
  onRequest: (match: CatalogueMatch) => void;
}

/** "Search the catalogue first": titles that match what the member typed, each with its page and a request button. */
export function CatalogueMatches({ kind, search, busy, onRequest }: CatalogueMatchesProps) {
  const term = search.trim();
  const matches = useQuery({
    queryKey: ['requests', 'catalogue', kind, term],
    queryFn: ({ signal }) => findTitles(kind, term, signal),
    enabled: term.length >= 2,
    staleTime: 60_000,
  });
  if (term.length < 2) return null;
  if (matches.isPending) return <p className="text-sm text-ink-400">{t.searching}</p>;
  if (matches.isError || matches.data.length === 0) return <p className="text-sm text-ink-400">{t.noHits}</p>;
  return (
    <section aria-label={t.catalogueHits} className="space-y-2">
      <h3 className="text-sm font-semibold text-ink-200">{t.catalogueHits}</h3>
      <ul className="divide-y divide-ink-700 rounded-lg border border-ink-700">
        {matches.data.map((match) => (
          <li key={match.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span className="min-w-0 text-sm text-white">
              {match.title}
              {match.year ? <span className="text-ink-400"> ({match.year})</span> : null}
            </span>
            <span className="flex items-center gap-3">
              <Link
                to={`/${kind === 'movie' ? 'movies' : 'series'}/${match.slug}`}
                aria-label={t.openTitleLabel(match.title)}
                className="text-sm text-brand-300 hover:underline"
              >
                {t.openTitle}
              </Link>
              <button
                type="button"
                disabled={busy}
                onClick={() => onRequest(match)}
                aria-label={t.requestThisLabel(match.title)}
                className="rounded-lg border border-ink-600 bg-ink-800 px-3 py-1 text-sm font-semibold text-ink-100 hover:border-brand-400 disabled:opacity-50"
              >
                {t.requestThis}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
