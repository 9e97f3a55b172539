import { formatCount } from '@nzbkino/shared';

/** The admin area's inbox of contact form messages. Part of the `de` catalogue (see ./admin.ts). */
export const adminMessagesTexts = {
  adminMessages: {
    intro:
      'Nachrichten aus dem Kontaktformular der FAQ, neueste zuerst. Jede geht auch per E-Mail an CONTACT_EMAIL oder die Administratoren (ohne SMTP in DATA_DIR/outbox). Beantwortete Nachrichten markieren Sie als erledigt.',
    loading: 'Nachrichten werden geladen …',
    loadFailed: 'Die Nachrichten konnten nicht geladen werden.',
    empty: 'Noch keine Nachrichten.',
    emptyOpen: 'Keine offenen Nachrichten.',
    emptyHandled: 'Noch keine erledigten Nachrichten.',
    count: (n: number) => `${formatCount(n)} ${n === 1 ? 'Nachricht' : 'Nachrichten'}`,
    openCount: (n: number) => `${formatCount(n)} offen`,
    status: 'Status',
    statuses: { open: 'Offen', handled: 'Erledigt' },
    noSubject: '(ohne Betreff)',
    from: (name: string) => `von ${name}`,
    replySubject: (subject: string | null) => (subject ? `Re: ${subject}` : 'Deine Nachricht'),
    handledBy: (date: string, name: string | null) =>
      name ? `Erledigt am ${date} von ${name}` : `Erledigt am ${date}`,
    markHandled: 'Als erledigt markieren',
    reopen: 'Wieder öffnen',
    markedHandled: 'Nachricht als erledigt markiert.',
    reopened: 'Nachricht wieder geöffnet.',
  },
} as const;
