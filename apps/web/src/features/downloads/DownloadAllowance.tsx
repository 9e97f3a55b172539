import { useQuery } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import type { DownloadLimits } from '@nzbkino/api-types';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import { downloadKeys, fetchDownloadLimits } from './downloads.api';

const t = de.allowance;

function usageText(limits: DownloadLimits): string {
  return limits.limit === null ? t.unlimited(limits.used) : t.used(limits.used, limits.limit);
}

/** 'x von y' in the last 24 hours and, at the limit, when the next download frees up (GET /cart/limits). */
export function DownloadAllowance({ session }: { session: Session }) {
  const limits = useQuery({
    queryKey: downloadKeys.limits,
    queryFn: ({ signal }) => fetchDownloadLimits(session, signal),
  });
  if (limits.isError) return <p className="text-sm text-ink-300">{t.loadFailed}</p>;
  if (!limits.data) return null;
  const { data } = limits;
  const exhausted = data.remaining === 0;
  return (
    <section
      aria-label={t.title}
      data-testid="download-allowance"
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 ${
        exhausted ? 'border-red-500/50 bg-red-500/10' : 'border-ink-700 bg-ink-900/60'
      }`}
    >
      <Gauge className="mt-0.5 size-5 shrink-0 text-brand-400" aria-hidden="true" />
      <div className="space-y-1 text-sm">
        <p className="font-semibold text-white">
          {t.title}: <span className="tabular-nums">{usageText(data)}</span>
        </p>
        {exhausted && data.resetsAt && data.limit !== null ? (
          <p className="text-ink-300">{t.nextFree(data.resetsAt)}</p>
        ) : null}
        <p className="text-ink-400">{t.redownloadFree(data.redownloadDays)}</p>
      </div>
    </section>
  );
}
