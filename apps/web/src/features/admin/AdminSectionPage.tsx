import { Construction } from 'lucide-react';
import { de } from '../../i18n/de';
import { usePageTitle } from '../../lib/usePageTitle';

/** Placeholder for one admin area until its screen is built. */
export default function AdminSectionPage({ title }: { title: string }) {
  usePageTitle(de.admin.pageTitle(title));
  return (
    <section className="rounded-2xl border border-ink-700 bg-ink-900/60 p-8 text-center">
      <Construction className="mx-auto size-8 text-brand-400" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-bold text-white">{title}</h2>
      <p className="mt-2 text-ink-300">{de.placeholder.underConstruction}</p>
    </section>
  );
}
