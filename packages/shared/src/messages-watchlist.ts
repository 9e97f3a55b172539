/**
 * Server messages of the watchlist. The login text is quoted from spec 001 §8
 * (the site's warning); the others follow the tone of the cart's messages.
 */
export const watchlistMessages = {
  loginRequired: 'Bitte loggen Sie sich ein für die Watchlist.',
  movieNotFound: 'Film nicht gefunden',
  seriesNotFound: 'Serie nicht gefunden',
  /** An entry id that is not the caller's (or none at all): the same answer either way. */
  entryNotFound: 'Dieser Eintrag steht nicht auf Ihrer Watchlist.',
  notInWatchlist: 'Der Titel steht nicht auf Ihrer Watchlist.',
  full: (max: number) => `Ihre Watchlist ist voll: Sie fasst höchstens ${max} Titel.`,
} as const;
