import { FileText } from 'lucide-react';
import type { Release } from '@nzbkino/api-types';
import { de } from '../../i18n/de';

/**
 * Marks a release that has an NFO. The server does not serve NFO files yet, so
 * the button is disabled with its hint rather than opening an empty dialog.
 */
export function NfoButton({ release }: { release: Pick<Release, 'name' | 'nfoPath'> }) {
  if (!release.nfoPath) return null;
  return (
    <button
      type="button"
      disabled
      aria-label={de.nfo.unavailable(release.name)}
      title={de.nfo.comingSoon}
      className="inline-flex min-h-8 cursor-not-allowed items-center gap-1 rounded-md border border-ink-700 bg-ink-900 px-2 text-xs font-bold text-ink-500"
    >
      <FileText className="size-3.5" aria-hidden="true" />
      {de.nfo.button}
    </button>
  );
}
