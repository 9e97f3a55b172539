import type { IndexerStatus } from '@nzbkino/api-types';
import { formatDateTime } from '@nzbkino/shared';
import { de } from '../../../i18n/de';
import { IndexerSection } from './IndexerSection';

const t = de.adminIndexer;

/** What is being assembled now, and the indexer's newest errors. */
export function IndexerActivity({ open, errors }: Pick<IndexerStatus, 'open' | 'errors'>) {
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[1fr_2fr]">
      <IndexerSection title={t.open}>
        <p className="text-sm text-ink-200">{t.openText(open.collections, open.files, open.parts)}</p>
      </IndexerSection>
      <IndexerSection title={t.errors}>
        {errors.length === 0 ? (
          <p className="text-sm text-ink-300">{t.noErrors}</p>
        ) : (
          <ol aria-label={t.errors} className="max-h-96 space-y-2 overflow-y-auto pr-1">
            {errors.map((error, index) => (
              <li key={`${error.at}-${index}`} className="rounded-lg border border-ink-800 bg-ink-950/40 p-3">
                <p className="flex flex-wrap gap-x-3 text-xs text-ink-400">
                  <time dateTime={error.at}>{formatDateTime(error.at)}</time>
                  <span className="break-all">{t.errorWhere(error.groupName, error.server)}</span>
                </p>
                <p className="mt-1 text-sm break-words text-red-200">{error.message}</p>
              </li>
            ))}
          </ol>
        )}
      </IndexerSection>
    </div>
  );
}
