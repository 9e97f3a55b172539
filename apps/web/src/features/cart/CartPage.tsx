import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileArchive, ShoppingCart, Trash2 } from 'lucide-react';
import { formatSize } from '@nzbkino/shared';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../../lib/useSession';
import { DownloadAllowance } from '../downloads/DownloadAllowance';
import { cartKey, fetchCart } from './cart.api';
import { CartList } from './CartList';
import { useCartActions } from './useCartActions';

const t = de.cart;

function CartContent({ session }: { session: Session }) {
  const cart = useQuery({ queryKey: cartKey, queryFn: ({ signal }) => fetchCart(session, signal) });
  const { remove, removingId, clear, zip } = useCartActions(session);
  const [confirmClear, setConfirmClear] = useState(false);

  if (cart.isPending) return <LoadingState label={t.loading} />;
  if (cart.isError) {
    return (
      <ErrorState message={t.loadFailed} onRetry={() => void cart.refetch()} retrying={cart.isFetching} />
    );
  }
  const { releases, count, maxItems } = cart.data;
  if (releases.length === 0) {
    return (
      <EmptyState title={t.empty} text={t.emptyHint}>
        <ButtonLink to="/releases" className="mt-4">
          {t.browseReleases}
        </ButtonLink>
      </EmptyState>
    );
  }
  const totalSize = releases.reduce((sum, release) => sum + release.size, 0);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-300">
          {t.count(count, maxItems)} · {t.totalSize(formatSize(totalSize))}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setConfirmClear(true)} disabled={clear.isPending}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t.clear}
          </Button>
          <Button onClick={() => zip.mutate(count)} disabled={zip.isPending} aria-busy={zip.isPending}>
            <FileArchive className="size-4" aria-hidden="true" />
            {t.downloadZip}
          </Button>
        </div>
      </div>
      <CartList releases={releases} onRemove={(release) => remove.mutate(release)} removingId={removingId} />
      <ConfirmDialog
        open={confirmClear}
        title={t.clear}
        text={t.clearConfirm}
        confirmLabel={t.clearYes}
        cancelLabel={t.cancel}
        onConfirm={() => clear.mutate()}
        onClose={() => setConfirmClear(false)}
      />
    </div>
  );
}

/** /cart (login required): the cart's releases, the daily allowance and the zip of all NZBs. */
export default function CartPage() {
  usePageTitle(de.pages.cart);
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-white">
          <ShoppingCart className="size-7 text-brand-400" aria-hidden="true" />
          {de.pages.cart}
        </h1>
        <p className="mt-2 text-ink-300">{t.intro}</p>
      </div>
      {session ? (
        <>
          <DownloadAllowance session={session} />
          <CartContent session={session} />
        </>
      ) : null}
    </div>
  );
}
