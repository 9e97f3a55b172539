/** Server messages of the API key and the Newznab interface (the interface's own errors stay English: spec). */
export const newznabMessages = {
  /** A Basic member asks for an API key (spec 000 §2, §6: API management is for Premium, VIP and admins). */
  apiKeyPremiumOnly:
    'Die API-Schnittstelle ist Premium- und VIP-Mitgliedern vorbehalten. Mit einer Premium-Mitgliedschaft können Sie einen API-Key erzeugen.',
  movieNotFound: 'Film nicht gefunden.',
  seriesNotFound: 'Serie nicht gefunden.',
} as const;
