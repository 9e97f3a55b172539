import { useId } from 'react';
import type { CastMember } from '@nzbkino/api-types';
import { HorizontalScroller } from '../ui/HorizontalScroller';
import { SmartImage } from '../ui/SmartImage';
import { de } from '../../i18n/de';

/** Spec 001 §9: at most 20 cast members. */
export const CAST_LIMIT = 20;
/**
 * Movie page: cards 136 px apart (120 px card + 16 px gap), 5 per step. The
 * series page moves 300 px per click.
 */
export const CAST_CARD_STRIDE = 136;
export const MOVIE_CAST_STEP = 5 * CAST_CARD_STRIDE;
export const SERIES_CAST_STEP = 300;

type Person = Pick<CastMember, 'name' | 'character' | 'profile_path'> & { id?: number };

export function CastCarousel({ cast, step }: { cast: readonly Person[]; step: number }) {
  const headingId = useId();
  const people = cast.slice(0, CAST_LIMIT);
  if (people.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-bold text-white">
        {de.cast.heading}
      </h2>
      <HorizontalScroller step={step} label={de.cast.heading}>
        <ul className="flex gap-4">
          {people.map((person, index) => (
            <li key={person.id ?? `${person.name}-${index}`} className="w-[120px] shrink-0 snap-start">
              <div className="aspect-[2/3] overflow-hidden rounded-xl border border-ink-700 bg-ink-800">
                <SmartImage
                  kind="profiles"
                  path={person.profile_path}
                  alt=""
                  sizes="120px"
                  className="size-full object-cover"
                />
              </div>
              <p className="mt-2 text-sm leading-tight font-semibold text-ink-100">{person.name}</p>
              {person.character ? (
                <p className="mt-0.5 text-xs leading-tight text-ink-400">{de.cast.as(person.character)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </HorizontalScroller>
    </section>
  );
}
