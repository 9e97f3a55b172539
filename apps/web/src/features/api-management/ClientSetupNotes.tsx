import { de } from '../../i18n/de';

const t = de.apiManagement;

/** Short set-up notes per client, folded so the page stays short. */
export function ClientSetupNotes() {
  return (
    <section className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
      <h2 className="mb-3 text-lg font-bold text-white">{t.setupHeading}</h2>
      <div className="flex flex-col gap-2">
        {t.setup.map(({ client, steps }) => (
          <details key={client} className="rounded-lg border border-ink-700 bg-ink-950/60 px-4 py-3">
            <summary className="cursor-pointer font-semibold text-ink-100">{client}</summary>
            <p className="mt-2 text-sm text-ink-300">{steps}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
