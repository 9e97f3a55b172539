import { useState } from 'react';
import { Download, LoaderCircle, ShoppingCart } from 'lucide-react';
import { de } from '../../i18n/de';
import { useReleaseActions, type ActionRelease, type ReleaseActionPlace } from './useReleaseActions';

export interface ReleaseActionButtonProps {
  action: 'download' | 'cart';
  release: ActionRelease;
  place: ReleaseActionPlace;
}

const base =
  'inline-flex size-9 items-center justify-center rounded-lg border transition-colors focus-visible:outline-2 focus-visible:outline-brand-400';
const active = `${base} border-ink-600 bg-ink-800 text-ink-100 hover:border-brand-400 hover:text-brand-300`;
// Visitors see the buttons greyed out (spec 000 §2, 001 §5) but a click still says why.
const loggedOut = `${base} cursor-not-allowed border-ink-700 bg-ink-900 text-ink-500`;

/** Download or add-to-cart for one release, with the spec's toasts; one request at a time. */
export function ReleaseActionButton({ action, release, place }: ReleaseActionButtonProps) {
  const actions = useReleaseActions(place);
  const [busy, setBusy] = useState(false);
  const label = action === 'download' ? de.releaseActions.download : de.releaseActions.addToCart;
  const Icon = busy ? LoaderCircle : action === 'download' ? Download : ShoppingCart;

  const press = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await (action === 'download' ? actions.download(release) : actions.addToCart(release));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      aria-label={de.releaseActions.forRelease(label, release.name)}
      aria-disabled={!actions.signedIn || busy}
      aria-busy={busy}
      title={actions.signedIn ? label : de.common.loginRequired}
      className={actions.signedIn ? active : loggedOut}
      onClick={() => void press()}
    >
      <Icon className={busy ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
    </button>
  );
}
