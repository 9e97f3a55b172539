import { formatCount } from '@nzbkino/shared';

/** The admin area's request screen. Part of the `de` catalogue (see ./admin.ts). */
export const adminRequestsTexts = {
  adminRequests: {
    intro: 'Wünsche der Mitglieder: erfüllen, sobald ein Release da ist, oder mit Begründung ablehnen.',
    status: 'Status',
    statuses: { open: 'Offen', fulfilled: 'Erfüllt', rejected: 'Abgelehnt' },
    kinds: { movie: 'Film', series: 'Serie' },
    loading: 'Requests werden geladen …',
    loadFailed: 'Die Requests konnten nicht geladen werden.',
    empty: 'Keine Requests.',
    count: (n: number) => `${formatCount(n)} ${n === 1 ? 'Request' : 'Requests'}`,
    by: (username: string, date: string) => `von ${username} am ${date}`,
    resolvedAt: (date: string) => `bearbeitet am ${date}`,
    reason: (reason: string) => `Begründung: ${reason}`,
    catalogue: 'Im Katalog',
    findReleases: 'Releases suchen',
    fulfil: 'Als erfüllt markieren',
    reject: 'Ablehnen',
    reopen: 'Wieder öffnen',
    fulfilled: (title: string) => `„${title}“ ist als erfüllt markiert; das Mitglied wird benachrichtigt.`,
    rejected: (title: string) => `„${title}“ wurde abgelehnt; das Mitglied wird benachrichtigt.`,
    reopened: (title: string) => `„${title}“ ist wieder offen.`,
    fulfilTitle: (title: string) => `„${title}“ als erfüllt markieren?`,
    fulfilText:
      'Nennen Sie das Release, das den Request erfüllt (seine ID steht in der Release-Liste), oder lassen Sie das Feld leer.',
    fulfilRelease: 'Release-ID (optional)',
    releaseIdInvalid: 'Bitte eine Release-ID (eine positive ganze Zahl) angeben oder das Feld leer lassen.',
    rejectTitle: (title: string) => `„${title}“ ablehnen?`,
    rejectText: 'Das Mitglied sieht die Begründung in seiner Benachrichtigung.',
    rejectReason: 'Begründung',
    reasonRequired: 'Bitte eine Begründung angeben.',
  },
} as const;
