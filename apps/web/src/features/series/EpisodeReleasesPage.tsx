import { useParams } from 'react-router';
import { de } from '../../i18n/de';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export default function EpisodeReleasesPage() {
  const { seasonNumber = '', episodeNumber = '' } = useParams();
  return (
    <PlaceholderPage
      title={de.pages.episodeReleases}
      documentTitle={de.pages.episodeHeading(seasonNumber, episodeNumber)}
    />
  );
}
