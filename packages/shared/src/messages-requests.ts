/** Server messages of title requests (/requests and the admins' list). */
export const requestMessages = {
  movieNotFound: 'Film nicht gefunden',
  seriesNotFound: 'Serie nicht gefunden',
  requestNotFound: 'Request nicht gefunden',
  onlyOpenWithdrawn: 'Nur offene Requests können zurückgezogen werden.',
  titleRequired: 'Bitte geben Sie einen Titel an (mindestens 2 Zeichen).',
  movieHasReleases: 'Für diesen Film gibt es bereits Releases.',
  duplicate: 'Sie haben diesen Titel bereits angefragt.',
  tooManyOpen: (limit: number) =>
    `Sie haben bereits ${limit} offene Requests. Warten Sie, bis einer erfüllt ist, oder ziehen Sie einen zurück.`,
  releaseOnlyWhenFulfilled: 'Ein Release kann nur beim Erfüllen angegeben werden.',
  releaseNotFound: 'Release nicht gefunden.',
  reasonRequired: 'Bitte geben Sie eine Begründung für die Ablehnung an.',
  /** Notification to the requester when an admin resolves a request. */
  fulfilledTitle: (title: string) => `Request erfüllt: ${title}`,
  fulfilledMessage: 'Ihr Request wurde erfüllt. Die Releases finden Sie auf der Seite des Titels.',
  /** A free title the catalogue does not hold: the release is searched for by name. */
  fulfilledWithoutTitle:
    'Ihr Request wurde erfüllt. Suchen Sie das Release unter „Releases“ nach seinem Namen.',
  rejectedTitle: (title: string) => `Request abgelehnt: ${title}`,
  rejectedMessage: (reason: string) => `Begründung: ${reason}`,
} as const;
