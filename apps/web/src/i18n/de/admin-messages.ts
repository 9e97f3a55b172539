import { formatCount } from '@nzbkino/shared';

/** The admin area's inbox of contact form messages. Part of the `de` catalogue (see ./admin.ts). */
export const adminMessagesTexts = {
  adminMessages: {
    intro:
      'Nachrichten aus dem Kontaktformular der FAQ, neueste zuerst. Jede geht auch per E-Mail an CONTACT_EMAIL oder die Administratoren (ohne SMTP in DATA_DIR/outbox).',
    loading: 'Nachrichten werden geladen …',
    loadFailed: 'Die Nachrichten konnten nicht geladen werden.',
    empty: 'Noch keine Nachrichten.',
    count: (n: number) => `${formatCount(n)} ${n === 1 ? 'Nachricht' : 'Nachrichten'}`,
    noSubject: '(ohne Betreff)',
    from: (name: string) => `von ${name}`,
    replySubject: (subject: string | null) => (subject ? `Re: ${subject}` : 'Deine Nachricht'),
  },
} as const;
