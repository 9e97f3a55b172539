import type { Genre } from '@nzbkino/api-types';
import { de } from '../../i18n/de';

/** Spec 001 §9: cards show at most 2 genres. */
export const CARD_GENRE_LIMIT = 2;

/** The first two genres, then '+N' for the rest. */
export function GenreTags({ genres }: { genres: readonly Pick<Genre, 'id' | 'name'>[] }) {
  if (genres.length === 0) return null;
  const shown = genres.slice(0, CARD_GENRE_LIMIT);
  const more = genres.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map((genre) => (
        <li
          key={genre.id}
          className="rounded-full border border-ink-600 bg-ink-800 px-2 py-0.5 text-[11px] font-medium text-ink-200"
        >
          {genre.name}
        </li>
      ))}
      {more > 0 ? (
        <li
          className="rounded-full border border-ink-600 px-2 py-0.5 text-[11px] font-semibold text-ink-300"
          title={genres
            .slice(CARD_GENRE_LIMIT)
            .map((genre) => genre.name)
            .join(', ')}
        >
          <span aria-hidden="true">{de.common.moreGenres(more)}</span>
          <span className="sr-only">{de.common.moreGenresLabel(more)}</span>
        </li>
      ) : null}
    </ul>
  );
}
