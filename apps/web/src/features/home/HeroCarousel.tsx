import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HeroItem } from '@nzbkino/api-types';
import { formatRating } from '@nzbkino/shared';
import { Star } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Skeleton } from '../../components/ui/Skeleton';
import { SmartImage } from '../../components/ui/SmartImage';
import { de } from '../../i18n/de';
import { truncate } from '../../lib/text';
import { useSiteConfig } from '../../lib/useSiteConfig';
import { heroQuery } from './hero.api';
import { useHeroRotation } from './useHeroRotation';

/** Spec 000 §9: hero text 200 characters plus ellipsis. */
export const HERO_TEXT_LENGTH = 200;

const frame = 'relative isolate overflow-hidden h-[min(72vh,640px)] min-h-[420px] bg-ink-900';

export function HeroCarousel() {
  const { data, isPending } = useQuery(heroQuery);
  if (isPending) return <HeroSkeleton />;
  // A failed load shows the welcome, like an empty list (spec 000 §8).
  const items = data ?? [];
  if (items.length === 0) return <HeroWelcome />;
  return <HeroSlides items={items} />;
}

function WelcomeHeading({ visible }: { visible: boolean }) {
  const { siteName } = useSiteConfig();
  return (
    <h1
      className={
        visible
          ? 'max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl'
          : 'sr-only'
      }
    >
      {de.home.welcome(siteName)}
    </h1>
  );
}

function HeroSkeleton() {
  return (
    <section aria-busy="true" aria-label={de.home.heroLabel} className={frame}>
      <WelcomeHeading visible={false} />
      <span className="sr-only" role="status">
        {de.home.heroLoading}
      </span>
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-end gap-4 px-4 pb-16 sm:px-6">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-12 w-3/4 max-w-xl" />
        <Skeleton className="h-4 w-full max-w-2xl" />
        <Skeleton className="h-4 w-2/3 max-w-xl" />
        <Skeleton className="mt-2 h-12 w-32" />
      </div>
    </section>
  );
}

function HeroWelcome() {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black_50%,transparent)] bg-[radial-gradient(ellipse_at_top_left,rgb(225_29_72/0.18),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(255_194_51/0.12),transparent_60%)]"
      />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
        <WelcomeHeading visible />
        <p className="mt-5 max-w-2xl text-lg text-ink-200 sm:text-xl">{de.home.tagline}</p>
      </div>
    </section>
  );
}

function detailsPath(item: HeroItem): string {
  return item.type === 'series' ? `/series/${item.slug}` : `/movies/${item.slug}`;
}

function HeroSlides({ items }: { items: HeroItem[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, moved, select } = useHeroRotation(items.length, hovered || focused);
  const item = items[index] ?? items[0]!;
  const overview = truncate(item.overview, HERO_TEXT_LENGTH);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={de.home.heroLabel}
      className={frame}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <WelcomeHeading visible={false} />
      <div
        key={`${item.type}-${item.id}`}
        role="group"
        aria-roledescription="slide"
        aria-label={de.home.heroSlide(index + 1, items.length)}
        className={`absolute inset-0 ${moved ? 'motion-safe:animate-[hero-fade_600ms_ease-out]' : ''}`}
      >
        <SmartImage
          kind="backdrops"
          path={item.backdropPath ?? item.posterPath}
          alt=""
          sizes="100vw"
          priority={index === 0}
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-t from-ink-950 via-ink-950/60 to-ink-950/10"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-r from-ink-950/90 via-ink-950/40 to-transparent"
        />
        <div className="mx-auto flex h-full max-w-7xl flex-col justify-end px-4 pb-14 sm:px-6 sm:pb-16">
          <div className="flex flex-wrap items-center gap-2 text-sm text-ink-200">
            <Badge tone="brand">
              {item.type === 'series' ? de.releaseTypes.series : de.releaseTypes.movie}
            </Badge>
            {item.year ? <span>{item.year}</span> : null}
            {item.rating ? (
              <span className="inline-flex items-center gap-1">
                <Star className="size-4 fill-brand-400 text-brand-400" aria-hidden="true" />
                <span className="sr-only">{de.common.ratingLabel(formatRating(item.rating))}</span>
                <span aria-hidden="true">{formatRating(item.rating)}</span>
              </span>
            ) : null}
          </div>
          <h2 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-white drop-shadow sm:text-5xl">
            {item.title}
          </h2>
          {overview ? <p className="mt-4 max-w-2xl text-ink-100 sm:text-lg">{overview}</p> : null}
          <div className="mt-6">
            <ButtonLink to={detailsPath(item)} size="lg">
              {de.home.details}
            </ButtonLink>
          </div>
        </div>
      </div>
      {items.length > 1 ? (
        <div className="absolute inset-x-0 bottom-5 flex justify-center gap-2">
          {items.map((slide, slideIndex) => (
            <button
              key={`${slide.type}-${slide.id}`}
              type="button"
              aria-label={de.home.showSlide(slideIndex + 1)}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => select(slideIndex)}
              className={`h-2.5 rounded-full transition-all ${
                slideIndex === index ? 'w-8 bg-brand-400' : 'w-2.5 bg-white/40 hover:bg-white/70'
              }`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
