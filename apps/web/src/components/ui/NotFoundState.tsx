import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from './ButtonLink';

interface NotFoundStateProps {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

/** A detail page whose movie, series or episode does not exist: what, why, and the way back. */
export function NotFoundState({ title, text, backTo, backLabel }: NotFoundStateProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-white">{title}</h1>
      <p className="mt-3 text-ink-300">{text}</p>
      <ButtonLink to={backTo} className="mt-8" size="lg">
        <ArrowLeft className="size-5" aria-hidden="true" />
        {backLabel}
      </ButtonLink>
    </section>
  );
}
