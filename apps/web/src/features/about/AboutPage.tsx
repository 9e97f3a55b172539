import { Gauge, Headphones, Library, MonitorPlay, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { FeatureGrid } from '../../components/ui/FeatureGrid';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { de } from '../../i18n/de';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSiteConfig } from '../../lib/useSiteConfig';
import { formatCount } from '@nzbkino/shared';
import { useStats } from '../stats/useStats';
import { useSiteInfo } from '../site-info/site-info.api';

const FEATURE_ICONS: readonly LucideIcon[] = [MonitorPlay, Library, Gauge, ShieldCheck, Users, Headphones];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
}

export default function AboutPage() {
  usePageTitle(de.about.title);
  const { siteName } = useSiteConfig();
  const { data: stats } = useStats();
  const team = useSiteInfo().data?.team ?? [];
  // Real figures from /api/stats; nothing is shown until they are there.
  const statRows = stats
    ? [
        { value: formatCount(stats.movieCount), label: de.about.statLabels.movies },
        { value: formatCount(stats.seriesCount), label: de.about.statLabels.series },
        { value: formatCount(stats.releaseCount), label: de.about.statLabels.releases },
        { value: formatCount(stats.userCount), label: de.about.statLabels.users },
      ]
    : [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: de.common.home, to: '/' }, { label: de.about.title }]} />
      <div className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-5xl">{de.about.title}</h1>
        <p className="mt-4 text-lg text-ink-200">{de.about.intro(siteName)}</p>
      </div>

      <section aria-labelledby="about-features" className="mt-14">
        <h2 id="about-features" className="text-2xl font-bold text-white">
          {de.about.featuresHeading}
        </h2>
        <FeatureGrid features={de.about.features} icons={FEATURE_ICONS} className="mt-6" />
      </section>

      {team.length > 0 ? (
        <section aria-labelledby="about-team" className="mt-14">
          <h2 id="about-team" className="text-2xl font-bold text-white">
            {de.about.teamHeading}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-5 lg:grid-cols-4">
            {team.map((person) => (
              <li
                key={person.name}
                className="rounded-2xl border border-ink-700 bg-ink-900/60 p-5 text-center"
              >
                <span
                  aria-hidden="true"
                  className="mx-auto grid size-16 place-items-center rounded-full bg-linear-to-br from-brand-400 to-curtain-500 text-xl font-black text-ink-950"
                >
                  {initials(person.name)}
                </span>
                <p className="mt-3 font-bold text-white">{person.name}</p>
                <p className="text-sm text-ink-300">{person.role}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {statRows.length > 0 ? (
        <section
          aria-labelledby="about-stats"
          className="mt-14 rounded-2xl border border-ink-700 bg-ink-900/60 p-6"
        >
          <h2 id="about-stats" className="sr-only">
            {de.about.statsHeading}
          </h2>
          <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
            {statRows.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="text-sm text-ink-300">{stat.label}</dt>
                <dd className="text-3xl font-extrabold text-brand-300">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section className="mt-14 rounded-2xl border border-brand-500/30 bg-linear-to-br from-ink-800 to-ink-900 p-8 text-center">
        <h2 className="text-2xl font-bold text-white">{de.about.ctaHeading}</h2>
        <p className="mt-2 text-ink-200">{de.about.ctaText}</p>
        <ButtonLink to="/pricing" size="lg" className="mt-6">
          {de.about.cta}
        </ButtonLink>
      </section>
    </div>
  );
}
