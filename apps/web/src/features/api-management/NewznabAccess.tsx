import { de } from '../../i18n/de';
import { CopyField } from './CopyField';

const t = de.apiManagement;

/**
 * The values to paste into Sonarr, Radarr, Prowlarr, NZBHydra2 and NZBGet:
 * the site's address (clients append the API path themselves), the path, the
 * key while it is shown, and the RSS feeds (newest releases, cart, the
 * watchlist's films and series) with the key filled in.
 */
export function NewznabAccess({ apiKey, hasKey }: { apiKey: string | null; hasKey: boolean }) {
  const origin = window.location.origin;
  const key = apiKey ?? t.keyPlaceholder;
  return (
    <section className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
      <h2 className="text-lg font-bold text-white">{t.newznabHeading}</h2>
      <p className="mt-1 mb-4 text-sm text-ink-300">{t.newznabIntro}</p>
      <CopyField id="newznab-url" label={t.newznabUrl} value={origin} />
      <CopyField id="newznab-path" label={t.apiPath} value="/api" />
      {apiKey ? null : (
        <p className="mb-4 text-sm text-ink-300">
          <span className="font-semibold text-ink-100">{t.newznabKey}:</span> {hasKey ? t.keyHidden : t.noKey}
        </p>
      )}
      <h3 className="mt-2 font-bold text-white">{t.rssHeading}</h3>
      <p className="mt-1 mb-4 text-sm text-ink-300">{t.rssIntro}</p>
      <CopyField id="rss-newest" label={t.rssNewest} value={`${origin}/rss?dl=1&apikey=${key}`} />
      <CopyField id="rss-cart" label={t.rssCart} value={`${origin}/rss/cart?dl=1&del=1&apikey=${key}`} />
      <CopyField
        id="rss-my-movies"
        label={t.rssMyMovies}
        value={`${origin}/rss/mymovies?dl=1&apikey=${key}`}
      />
      <CopyField id="rss-my-shows" label={t.rssMyShows} value={`${origin}/rss/myshows?dl=1&apikey=${key}`} />
      <p className="text-xs text-ink-400">{t.limitsNote}</p>
    </section>
  );
}
