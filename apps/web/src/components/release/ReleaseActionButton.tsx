import { Download, ShoppingCart } from 'lucide-react';
import { de } from '../../i18n/de';
import type { ActionRelease, ReleaseActionTexts } from './useReleaseActions';
import { useReleaseActions } from './useReleaseActions';

export interface ReleaseActionButtonProps {
  action: 'download' | 'cart';
  release: ActionRelease;
  texts: ReleaseActionTexts;
}

/**
 * Download or add-to-cart. For visitors the button looks disabled (aria-disabled)
 * but still answers a click with the login hint, as the spec's toasts require.
 */
export function ReleaseActionButton({ action, release, texts }: ReleaseActionButtonProps) {
  const { signedIn, download, addToCart } = useReleaseActions(texts);
  const label = action === 'download' ? de.releaseActions.download : de.releaseActions.addToCart;
  const Icon = action === 'download' ? Download : ShoppingCart;
  return (
    <button
      type="button"
      aria-label={de.releaseActions.forRelease(label, release.name)}
      aria-disabled={signedIn ? undefined : true}
      title={signedIn ? label : de.common.loginRequired}
      onClick={() => void (action === 'download' ? download(release) : addToCart(release))}
      className={
        'inline-flex size-9 items-center justify-center rounded-lg border transition-colors ' +
        (signedIn
          ? 'border-ink-600 bg-ink-800 text-ink-100 hover:border-brand-400 hover:text-brand-300'
          : 'cursor-not-allowed border-ink-700 bg-ink-900 text-ink-500')
      }
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
