import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function WatchlistPage() {
  return <PlaceholderPage title={de.pages.watchlist} />;
}
