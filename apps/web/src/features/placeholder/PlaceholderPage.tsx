import { Construction } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { de } from '../../i18n/de';
import { usePageTitle } from '../../lib/usePageTitle';

export interface PlaceholderPageProps {
  title: string;
  /** Document title when it differs from the heading. */
  documentTitle?: string;
}

/** Stands in for a page that is not built yet, so every route of the table already leads somewhere. */
export function PlaceholderPage({ title, documentTitle = title }: PlaceholderPageProps) {
  usePageTitle(documentTitle);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-2xl border border-ink-700 bg-ink-800 text-brand-400">
        <Construction className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-ink-200">{de.placeholder.underConstruction}</p>
      <p className="mt-1 text-ink-300">{de.placeholder.comeBackLater}</p>
      <ButtonLink to="/" className="mt-8" size="lg">
        {de.common.toHome}
      </ButtonLink>
    </section>
  );
}
