import { Bookmark } from 'lucide-react';
import { buttonClasses } from '../ui/button-styles';
import { de } from '../../i18n/de';

/**
 * The watchlist button of the movie and series pages. The server has no watchlist
 * routes yet, so it is disabled and says so, for visitors and members alike.
 */
export function WatchlistToggle() {
  return (
    <button
      type="button"
      disabled
      title={de.watchlist.comingSoon}
      className={buttonClasses('secondary', 'lg')}
    >
      <Bookmark className="size-5" aria-hidden="true" />
      {de.watchlist.comingSoon}
    </button>
  );
}
