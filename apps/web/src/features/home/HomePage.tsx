import { Clapperboard, Film, Tv } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { de } from '../../i18n/de';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSiteConfig } from '../../lib/useSiteConfig';

export default function HomePage() {
  const { siteName } = useSiteConfig();
  usePageTitle(de.home.title);
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black_50%,transparent)] bg-[radial-gradient(ellipse_at_top_left,rgb(225_29_72/0.18),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(255_194_51/0.12),transparent_60%)]"
      />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:py-36">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
          {de.home.welcome(siteName)}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-200 sm:text-xl">{de.home.tagline}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to="/releases" size="lg">
            <Clapperboard className="size-5" aria-hidden="true" />
            {de.nav.releases}
          </ButtonLink>
          <ButtonLink to="/movies" size="lg" variant="secondary">
            <Film className="size-5" aria-hidden="true" />
            {de.nav.movies}
          </ButtonLink>
          <ButtonLink to="/series" size="lg" variant="secondary">
            <Tv className="size-5" aria-hidden="true" />
            {de.nav.series}
          </ButtonLink>
        </div>
        <p className="mt-12 max-w-2xl text-sm text-ink-300">{de.home.comingSoon}</p>
      </div>
    </section>
  );
}
