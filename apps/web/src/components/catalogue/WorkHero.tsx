import type { ReactNode } from 'react';
import { formatRating } from '@nzbkino/shared';
import { Star } from 'lucide-react';
import { Breadcrumb } from '../ui/Breadcrumb';
import { SmartImage } from '../ui/SmartImage';
import { de } from '../../i18n/de';
import { hasRating } from './RatingBadge';

export interface WorkHeroProps {
  title: string;
  backdropPath: string | null;
  posterPath: string | null;
  /** The list the work belongs to, between Home and the title in the breadcrumb. */
  section: { label: string; to: string };
  /** Over the poster, e.g. the movie's rating on small screens. */
  posterBadge?: ReactNode;
  /** Beside the title, e.g. the series status. */
  titleBadge?: ReactNode;
  /** The "Originaltitel: …" line, only when it differs from the title. */
  originalTitle?: string | null;
  factsLabel: string;
  /** {@link HeroFact}s. */
  facts: ReactNode;
  /** Under the facts, e.g. the genre tags. */
  tags?: ReactNode;
  actions: ReactNode;
  /** Below poster and title, e.g. the description. */
  children?: ReactNode;
}

/** The top of a movie or series detail page: backdrop, breadcrumb, poster, title, facts, actions (spec 001 §2.2, §2.4). */
export function WorkHero(props: WorkHeroProps) {
  const { title } = props;
  return (
    <section className="relative isolate">
      <div className="absolute inset-x-0 top-0 -z-10 h-[420px] overflow-hidden sm:h-[520px]">
        <SmartImage
          kind="backdrops"
          path={props.backdropPath}
          alt=""
          sizes="100vw"
          priority
          className="size-full object-cover opacity-60"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-t from-ink-950 via-ink-950/70 to-ink-950/20"
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
        <Breadcrumb items={[{ label: de.common.home, to: '/' }, props.section, { label: title }]} />
        <div className="mt-24 flex flex-col gap-6 sm:mt-40 md:flex-row md:items-end">
          <div className="relative w-40 shrink-0 overflow-hidden rounded-2xl border border-ink-600 shadow-2xl shadow-black/60 sm:w-56">
            <SmartImage
              kind="posters"
              path={props.posterPath}
              alt={title}
              sizes="(min-width: 640px) 224px, 160px"
              className="aspect-[2/3] w-full object-cover"
            />
            {props.posterBadge}
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-5xl">
                {title}
              </h1>
              {props.titleBadge}
            </div>
            {props.originalTitle && props.originalTitle !== title ? (
              <p className="mt-1 text-ink-300">{de.common.originalTitle(props.originalTitle)}</p>
            ) : null}
            <dl
              aria-label={props.factsLabel}
              className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-200"
            >
              {props.facts}
            </dl>
            {props.tags}
            <div className="mt-6 flex flex-wrap gap-3">{props.actions}</div>
          </div>
        </div>
        {props.children}
      </div>
    </section>
  );
}

/** One fact of a {@link WorkHero}: an icon with a label for screen readers, and the value. */
export function HeroFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The rating fact, "7,9/10 (1.234 Stimmen)", or nothing when the work is unrated. */
export function RatingFact({ rating, votes }: { rating: number | null; votes: number }) {
  if (!hasRating(rating)) return null;
  return (
    <HeroFact
      icon={<Star className="size-4 fill-brand-400 text-brand-400" aria-hidden="true" />}
      label={de.common.rating}
    >
      <span className="font-bold text-white">{de.common.ratingOutOf10(formatRating(rating))}</span>
      {votes > 0 ? <span className="text-ink-400"> ({de.common.votes(votes)})</span> : null}
    </HeroFact>
  );
}
