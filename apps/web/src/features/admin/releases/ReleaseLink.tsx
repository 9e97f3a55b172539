import { Link } from 'react-router';
import type { AdminRelease } from '@nzbkino/api-types';
import { Badge } from '../../../components/ui/Badge';
import { de } from '../../../i18n/de';

const t = de.adminReleases;

/** What the release is linked to: the film, the series (and episode), or nothing. */
export function ReleaseLink({ release }: { release: AdminRelease }) {
  if (release.movie) {
    const { slug, title, year } = release.movie;
    return (
      <Link to={`/movies/${slug}`} className="text-ink-100 hover:text-brand-300">
        {year ? `${title} (${year})` : title}
      </Link>
    );
  }
  if (release.series) {
    const episode = release.episode;
    return (
      <span>
        <Link to={`/series/${release.series.slug}`} className="text-ink-100 hover:text-brand-300">
          {release.series.title}
        </Link>
        {episode ? (
          <span className="text-ink-300">
            {' '}
            · {t.episodeLabel(episode.seasonNumber, episode.episodeNumber)}
          </span>
        ) : null}
      </span>
    );
  }
  return <Badge tone="warning">{t.unmatched}</Badge>;
}
