import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/usePageTitle';

/** The frame of the sign-in, sign-up and password pages. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6 shadow-xl sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-ink-300">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
