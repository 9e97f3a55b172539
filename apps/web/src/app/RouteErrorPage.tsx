import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../components/ui/Button';
import { ButtonLink } from '../components/ui/ButtonLink';
import { de } from '../i18n/de';
import { usePageTitle } from '../lib/usePageTitle';

/**
 * Shown inside the shell when a page fails to render or its code cannot be
 * loaded (typically an old tab after a deployment replaced the chunks).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle(de.routeError.title);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <TriangleAlert className="size-12 text-brand-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-white">{de.routeError.title}</h1>
      <p className="mt-3 text-ink-300">{de.routeError.explanation}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{de.routeError.reload}</Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          {de.common.toHome}
        </ButtonLink>
      </div>
    </section>
  );
}
