import { useState } from 'react';
import { FileText } from 'lucide-react';
import type { Release } from '@nzbkino/shared';
import { useToast } from '../ui/toast/useToast';
import { Dialog } from '../ui/Dialog';
import { de } from '../../i18n/de';
import { useSession } from '../../lib/useSession';
import { nfoUrl } from './nfo-url';

/** Opens the release's NFO in a framed dialog; only for signed-in users (spec 001 §5). */
export function NfoButton({ release }: { release: Pick<Release, 'name' | 'nfoPath'> }) {
  const session = useSession();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  if (!release.nfoPath) return null;

  const open = () => {
    if (!session) {
      toast.warning(de.nfo.loginRequired);
      return;
    }
    const target = nfoUrl(release.nfoPath, session.token);
    if (!target) toast.error(de.nfo.noUrl);
    else setUrl(target);
  };

  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-label={de.nfo.open(release.name)}
        aria-disabled={session ? undefined : true}
        title={session ? de.nfo.button : de.common.loginRequired}
        className={
          'inline-flex min-h-8 items-center gap-1 rounded-md border px-2 text-xs font-bold ' +
          (session
            ? 'border-ink-600 bg-ink-800 text-ink-100 hover:border-brand-400 hover:text-brand-300'
            : 'cursor-not-allowed border-ink-700 bg-ink-900 text-ink-500')
        }
      >
        <FileText className="size-3.5" aria-hidden="true" />
        {de.nfo.button}
      </button>
      <Dialog
        open={url !== null}
        onClose={() => setUrl(null)}
        title={de.nfo.title}
        description={release.name}
      >
        {url ? (
          <iframe
            src={url}
            title={de.nfo.title}
            className="h-[60vh] w-full rounded-lg border border-ink-700 bg-black"
          />
        ) : null}
      </Dialog>
    </>
  );
}
