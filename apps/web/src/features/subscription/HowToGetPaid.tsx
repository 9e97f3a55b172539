import { Mail } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { de } from '../../i18n/de';

const t = de.subscription;

/** How Premium and VIP are obtained while no payment provider is connected: an admin grants them. */
export function HowToGetPaid() {
  return (
    <section
      aria-labelledby="how-to-get-paid"
      className="rounded-2xl border border-ink-700 bg-ink-900/70 p-6"
      data-testid="how-to-get-paid"
    >
      <h2 id="how-to-get-paid" className="flex items-center gap-2 text-lg font-bold text-white">
        <Mail className="size-5 text-brand-400" aria-hidden="true" />
        {t.howHeading}
      </h2>
      <p className="mt-2 text-ink-300">{t.howText}</p>
      <ButtonLink to="/faq#faq-contact" variant="secondary" className="mt-4">
        {t.contact}
      </ButtonLink>
    </section>
  );
}
