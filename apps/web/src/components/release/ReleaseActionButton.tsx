import { Download, ShoppingCart } from 'lucide-react';
import { de } from '../../i18n/de';

export interface ReleaseActionButtonProps {
  action: 'download' | 'cart';
  release: { name: string };
}

/**
 * Download or add-to-cart. The server has no download or cart routes yet, so the
 * button is shown disabled with its hint instead of failing on a click; the
 * tables say the same below their rows (ReleaseActionsHint).
 */
export function ReleaseActionButton({ action, release }: ReleaseActionButtonProps) {
  const label = action === 'download' ? de.releaseActions.download : de.releaseActions.addToCart;
  const Icon = action === 'download' ? Download : ShoppingCart;
  return (
    <button
      type="button"
      disabled
      aria-label={de.releaseActions.unavailable(label, release.name)}
      title={de.releaseActions.comingSoon}
      className="inline-flex size-9 cursor-not-allowed items-center justify-center rounded-lg border border-ink-700 bg-ink-900 text-ink-500"
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

/** The one visible line under a release table that explains the disabled buttons. */
export function ReleaseActionsHint() {
  return <p className="px-3 py-2 text-xs text-ink-400">{de.releaseActions.comingSoon}</p>;
}
