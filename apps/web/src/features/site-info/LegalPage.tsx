import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { Skeleton } from '../../components/ui/Skeleton';
import { de } from '../../i18n/de';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSiteInfo } from './site-info.api';

interface LegalPageProps {
  title: string;
  text: (info: NonNullable<ReturnType<typeof useSiteInfo>['data']>) => string | null;
  notSet: string;
}

/** A page of operator-provided plain text (DATA_DIR/impressum.txt, datenschutz.txt), paragraphs at blank lines. */
function LegalPage({ title, text, notSet }: LegalPageProps) {
  usePageTitle(title);
  const { data, isPending, isError } = useSiteInfo();
  const body = data ? text(data) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: de.common.home, to: '/' }, { label: title }]} />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
      <div className="mt-6 space-y-4 text-ink-200" aria-busy={isPending}>
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : isError ? (
          <p role="alert">{de.legal.loadError}</p>
        ) : body ? (
          body.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line break-words">
              {paragraph}
            </p>
          ))
        ) : (
          <p>{notSet}</p>
        )}
      </div>
    </div>
  );
}

export function ImpressumPage() {
  return (
    <LegalPage title={de.legal.impressum} text={(info) => info.impressum} notSet={de.legal.impressumNotSet} />
  );
}

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title={de.legal.privacyPolicy}
      text={(info) => info.privacyPolicy}
      notSet={de.legal.privacyPolicyNotSet}
    />
  );
}
