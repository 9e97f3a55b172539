import { formatDate } from './format';

/** Server messages of memberships and the forum sign-on. */
export const membershipMessages = {
  userNotFound: 'Benutzer nicht gefunden',
  adminHasAllRights: 'Administratoren haben alle Rechte und brauchen keine Mitgliedschaft.',
  endsAtInPast: 'Das Enddatum muss in der Zukunft liegen.',
  trialUsed: 'Der kostenlose Testzeitraum kann pro Konto nur einmal genutzt werden.',
  trialOff: 'Einen kostenlosen Testzeitraum gibt es auf dieser Seite nicht.',
  trialNotForMembers: 'Der Testzeitraum ist für Konten ohne bisherige Mitgliedschaft gedacht.',
  /** Bell notifications (type 'subscription'). */
  endingSoonTitle: (plan: string) => `Ihre ${plan}-Mitgliedschaft endet bald`,
  endingSoonMessage: (plan: string, endsAt: Date) =>
    `Ihre ${plan}-Mitgliedschaft läuft am ${formatDate(endsAt)} ab. Danach gelten wieder die Grenzen von Basic.`,
  endedTitle: (plan: string) => `Ihre ${plan}-Mitgliedschaft ist abgelaufen`,
  endedMessage: 'Ab jetzt gelten für Ihr Konto wieder die Grenzen von Basic.',
  grantedTitle: (plan: string) => `${plan} freigeschaltet`,
  grantedMessage: (plan: string, endsAt: Date) =>
    `Ihre ${plan}-Mitgliedschaft gilt bis ${formatDate(endsAt)}.`,
} as const;

export const forumMessages = {
  notConfigured: 'Das Forum ist auf dieser Seite nicht eingerichtet.',
  invalidToken: 'Der Forum-Link ist ungültig oder abgelaufen. Bitte öffnen Sie das Forum erneut.',
} as const;
