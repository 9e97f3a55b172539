import { formatCount } from '@nzbkino/shared';

/** The header bell (spec 000 §2/§4) and the notification settings. Part of the `de` catalogue (see ../de.ts). */
export const notificationTexts = {
  notifications: {
    bell: (unread: number) =>
      unread > 0 ? `Benachrichtigungen (${formatCount(unread)} ungelesen)` : 'Benachrichtigungen',
    heading: 'Benachrichtigungen',
    empty: 'Keine Benachrichtigungen',
    markAllRead: 'Alle als gelesen markieren',
    markRead: (title: string) => `Als gelesen markieren: ${title}`,
    remove: (title: string) => `Entfernen: ${title}`,
    unread: 'Ungelesen',
  },
  notificationSettings: {
    pushHeading: 'Push-Benachrichtigungen (ntfy)',
    pushText:
      'Neue Releases Ihrer Merkliste als Push-Nachricht aufs Handy oder an den Desktop: Abonnieren Sie Ihr Topic in der ntfy-App.',
    pushEnabled: 'Push-Benachrichtigungen senden',
    topic: 'Ihr Topic',
    server: 'ntfy-Server',
    customTopic: 'Eigenes Topic (optional)',
    customTopicHint:
      'Leer lassen für das zufällige Topic. Erlaubt sind Buchstaben, Ziffern, „-“ und „_“ (höchstens 64 Zeichen). Wer das Topic kennt, kann mitlesen: wählen Sie es schwer zu erraten.',
    save: 'Speichern',
    saved: 'Push-Einstellungen gespeichert',
    saveFailed: 'Die Push-Einstellungen konnten nicht gespeichert werden.',
    test: 'Testnachricht senden',
    testSent: (topic: string) => `Testnachricht an „${topic}“ gesendet`,
    testFailed: 'Die Testnachricht konnte nicht gesendet werden.',
    loadFailed: 'Die Einstellungen konnten nicht geladen werden.',
    mailHeading: 'Benachrichtigungen per E-Mail',
    mailText: 'Neue Releases Ihrer Merkliste zusätzlich per E-Mail, gesammelt höchstens einmal pro Stunde.',
    mailEnabled: 'E-Mail-Zusammenfassung senden',
    mailOn: 'E-Mail-Benachrichtigungen eingeschaltet',
    mailOff: 'E-Mail-Benachrichtigungen ausgeschaltet',
    mailFailed: 'Die E-Mail-Einstellung konnte nicht geändert werden.',
    lastDigest: (when: string) => `Letzte Zusammenfassung: ${when}`,
  },
} as const;
