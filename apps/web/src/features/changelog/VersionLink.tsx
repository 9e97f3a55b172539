import { lazy, Suspense, useState } from 'react';
import { de } from '../../i18n/de';
import { useLatestVersion } from './useLatestVersion';

// The dialog (and the zod schema it validates with) loads on demand, and is
// fetched early when the pointer or focus reaches the link.
const loadDialog = () => import('./ChangelogDialog');
const ChangelogDialog = lazy(loadDialog);

/** The footer's version label; it opens the changelog. */
export function VersionLink() {
  const [open, setOpen] = useState(false);
  const { label, isPending } = useLatestVersion();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        title={de.footer.versionHint}
        className="rounded-md px-1 font-mono text-sm text-brand-300 underline-offset-4 hover:underline"
      >
        {isPending ? (
          <>
            <span className="sr-only">{de.footer.versionLoading}</span>
            <span aria-hidden="true">…</span>
          </>
        ) : (
          label
        )}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChangelogDialog open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
