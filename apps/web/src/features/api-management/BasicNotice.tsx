import { Lock } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { de } from '../../i18n/de';

const t = de.apiManagement;

/** Basic members cannot use the API (spec 000 §2, §6): say why instead of offering a key the server refuses. */
export function BasicNotice() {
  return (
    <section className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6" data-testid="api-basic-notice">
      <div className="flex items-start gap-3">
        <Lock className="mt-0.5 size-6 shrink-0 text-brand-400" aria-hidden="true" />
        <div>
          <h2 className="text-lg font-bold text-white">{t.basicHeading}</h2>
          <p className="mt-1 text-ink-300">{t.basicText}</p>
          <ButtonLink to="/pricing" className="mt-4">
            {t.basicCta}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
