import { useLocation, useNavigate } from 'react-router';
import { ArrowLeft, Clapperboard, Film, House, Tv } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { de } from '../../i18n/de';
import { usePageTitle } from '../../lib/usePageTitle';

const quickLinks = [
  { to: '/movies', label: de.notFound.movies, icon: Film },
  { to: '/series', label: de.notFound.series, icon: Tv },
  { to: '/releases', label: de.notFound.releases, icon: Clapperboard },
];

export default function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(de.notFound.title);

  // React Router keys the first location of a session 'default'. A page opened directly
  // has nothing to go back to inside the app; "back" would leave the site, so it goes home.
  function goBack() {
    if (location.key === 'default') void navigate('/');
    else void navigate(-1);
  }

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p
        aria-hidden="true"
        className="bg-linear-to-b from-brand-300 to-brand-600 bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl"
      >
        {de.notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
        <span className="sr-only">{de.notFound.code} </span>
        {de.notFound.title}
      </h1>
      <p className="mt-4 text-lg text-ink-200">{de.notFound.explanation}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" size="lg">
          <House className="size-5" aria-hidden="true" />
          {de.common.toHome}
        </ButtonLink>
        <Button variant="secondary" size="lg" onClick={goBack}>
          <ArrowLeft className="size-5" aria-hidden="true" />
          {de.common.back}
        </Button>
      </div>
      <nav aria-label={de.notFound.quickLinks} className="mt-12 w-full">
        <p className="text-sm text-ink-300">{de.notFound.quickLinks}</p>
        <ul className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
          {quickLinks.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <ButtonLink to={to} variant="ghost" className="w-full border border-ink-700 bg-ink-900/60">
                <Icon className="size-4 text-brand-400" aria-hidden="true" />
                {label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
