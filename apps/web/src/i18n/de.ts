import { shellTexts } from './de/shell';
import { homeTexts } from './de/home';
import { releaseTexts } from './de/releases';
import { movieTexts } from './de/movies';
import { seriesTexts } from './de/series';
import { helpTexts } from './de/help';
import { pageTexts } from './de/pages';
import { authTexts } from './de/auth';
import { accountTexts } from './de/account';
import { downloadTexts } from './de/downloads';
import { watchlistTexts } from './de/watchlist';
import { legalTexts } from './de/legal';
import { requestTexts } from './de/requests';
import { notificationTexts } from './de/notifications';
import { subscriptionTexts } from './de/subscription';
import { adminAreaTexts } from './de/admin';

export type { SeriesStatus } from './de/series';

/**
 * Every user-facing text of the web app (house rule 6). Texts quoted in the
 * spec appear here verbatim; parametrised texts are functions.
 */
export const de = {
  ...shellTexts,
  ...homeTexts,
  ...releaseTexts,
  ...movieTexts,
  ...seriesTexts,
  ...helpTexts,
  ...pageTexts,
  ...authTexts,
  ...accountTexts,
  ...downloadTexts,
  ...watchlistTexts,
  ...legalTexts,
  ...requestTexts,
  ...notificationTexts,
  ...subscriptionTexts,
  ...adminAreaTexts,
} as const;
