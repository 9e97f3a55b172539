import { useState } from 'react';
import { FileText } from 'lucide-react';
import type { Release } from '@nzbkino/api-types';
import { useToast } from '../ui/toast/useToast';
import { de } from '../../i18n/de';
import { useSession } from '../../lib/useSession';
import { NfoDialog, nfoFileOf } from './NfoDialog';

const base = 'inline-flex min-h-8 items-center gap-1 rounded-md border px-2 text-xs font-bold';

/** Opens the release's NFO in a modal (spec 001 §2.2); only shown when the release has one. */
export function NfoButton({ release }: { release: Pick<Release, 'name' | 'nfoPath'> }) {
  const session = useSession();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  if (!release.nfoPath) return null;
  const file = nfoFileOf(release.nfoPath);

  const press = () => {
    if (!session) toast.warning(de.nfo.loginRequired);
    else if (!file) toast.error(de.nfo.noUrl);
    else setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        aria-label={de.nfo.open(release.name)}
        aria-haspopup="dialog"
        aria-disabled={!session}
        title={session ? de.nfo.open(release.name) : de.common.loginRequired}
        onClick={press}
        className={
          session
            ? `${base} border-ink-600 bg-ink-800 text-ink-100 hover:border-brand-400 hover:text-brand-300`
            : `${base} cursor-not-allowed border-ink-700 bg-ink-900 text-ink-500`
        }
      >
        <FileText className="size-3.5" aria-hidden="true" />
        {de.nfo.button}
      </button>
      {session && file ? (
        <NfoDialog open={open} onClose={() => setOpen(false)} file={file} session={session} />
      ) : null}
    </>
  );
}
