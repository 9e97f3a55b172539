import { de } from '../../i18n/de';
import { CopyField } from './CopyField';

const t = de.apiManagement;

/** What to paste into Sonarr/Radarr: `{origin}/api` and the key (only while it is shown). */
export function NewznabAccess({ apiKey, hasKey }: { apiKey: string | null; hasKey: boolean }) {
  const url = `${window.location.origin}/api`;
  return (
    <section className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
      <h2 className="text-lg font-bold text-white">{t.newznabHeading}</h2>
      <p className="mt-1 mb-4 text-sm text-ink-300">{t.newznabSteps}</p>
      <CopyField id="newznab-url" label={t.newznabUrl} value={url} />
      {apiKey ? null : (
        <p className="text-sm text-ink-300">
          <span className="font-semibold text-ink-100">{t.newznabKey}:</span> {hasKey ? t.keyHidden : t.noKey}
        </p>
      )}
      <p className="mt-4 text-xs text-ink-400">{t.newznabLater}</p>
    </section>
  );
}
