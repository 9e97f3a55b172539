/** Help pages: pricing, FAQ, about. Part of the `de` catalogue (see ../de.ts). */
export const helpTexts = {
  pricing: {
    title: 'Premium-Pläne',
    intro:
      'Starte kostenlos und wechsle, wenn du mehr willst: mehr Qualität, mehr Geräte, keine Download-Grenzen.',
    currentPlan: 'Aktueller Plan',
    choosePlan: 'Plan wählen',
    popular: 'Beliebt',
    viaAdmin:
      'Premium und VIP vergibt derzeit ein Administrator – es wird nichts berechnet. Schreib uns über das Kontaktformular auf der FAQ-Seite.',
    endsByItself: 'Dein Plan endet von selbst; danach gilt wieder Basic.',
    featuresHeading: 'Was dich erwartet',
    features: [
      {
        title: 'Schnelle Downloads',
        text: 'NZB-Dateien sofort abrufbar, einzeln oder gesammelt als ZIP aus dem Warenkorb.',
      },
      {
        title: 'Beste Qualität',
        text: 'Von 720p bis 4K: wähle die Auflösung, die zu deinem Bildschirm passt.',
      },
      {
        title: 'Sicher und privat',
        text: 'Verschlüsselte Verbindung, keine Werbung, keine Weitergabe deiner Daten.',
      },
      {
        title: 'Riesige Auswahl',
        text: 'Filme und Serien mit sauber zugeordneten Releases, täglich aktualisiert.',
      },
      { title: 'Auf allen Geräten', text: 'Premium und VIP laden auf mehreren Geräten gleichzeitig.' },
      {
        title: 'Deutscher Support',
        text: 'Fragen beantwortet unser Team auf Deutsch – bei VIP mit Vorrang.',
      },
    ],
    faqHeading: 'Fragen zu den Plänen',
    faq: [
      {
        question: 'Was kostet Basic?',
        answer:
          'Nichts. Basic ist kostenlos, mit täglichem Download-Limit. Jedes Konto kann Premium einmal 7 Tage lang kostenlos testen; danach geht es mit Basic weiter.',
      },
      {
        question: 'Was unterscheidet Premium und VIP?',
        answer:
          'Premium bietet Full HD, alle Releases und unbegrenzte Downloads auf Desktop und Mobil. VIP legt 4K, exklusive Releases, alle Geräte, Prioritäts-Support und ein Cloud-Backup obendrauf.',
      },
      {
        question: 'Verlängert sich ein Plan automatisch?',
        answer: 'Nein. Premium gilt für einen Monat, VIP für drei Monate; danach entscheidest du neu.',
      },
      {
        question: 'Kann ich den Plan später wechseln?',
        answer:
          'Ja. Premium und VIP vergibt derzeit ein Administrator; ein neuer Plan gilt sofort und ersetzt den laufenden.',
      },
    ],
  },
  faq: {
    title: 'Häufig gestellte Fragen',
    breadcrumb: 'FAQ',
    intro: 'Antworten auf die häufigsten Fragen rund um Downloads, Qualität und deinen Plan.',
    left: [
      {
        question: 'Warum schlägt mein Download fehl?',
        answer:
          'Prüfe zuerst, ob du angemeldet bist und dein Tageslimit noch nicht erreicht ist. Lade die NZB-Datei danach erneut herunter; hilft das nicht, melde dich mit dem Release-Namen beim Support.',
      },
      {
        question: 'Sind alle Inhalte in HD verfügbar?',
        answer:
          'Die meisten Titel gibt es in 720p und 1080p, viele auch in 4K. Welche Auflösungen vorliegen, zeigt die Release-Tabelle jedes Titels.',
      },
      {
        question: 'Warum fehlt der Ton oder ist er auf Englisch?',
        answer:
          'Die Flagge in der Spalte „Sprache“ zeigt die Tonspuren: Deutsch, Deutsch/Englisch oder Englisch. Wähle ein Release mit deutscher Flagge; spielt dein Player keinen Ton ab, fehlt ihm meist der passende Audio-Codec.',
      },
      {
        question: 'Was passiert, wenn ein Download unterbrochen wird?',
        answer:
          'Die NZB-Datei bleibt gültig. Dein Usenet-Programm setzt den Download fort, sobald die Verbindung wieder steht.',
      },
      {
        question: 'Welche Qualität sollte ich wählen?',
        answer:
          'Für Smartphones und Tablets genügt 720p, für Fernseher empfehlen wir 1080p oder 4K. Basic erhält Standardqualität, Premium alle Qualitätsstufen.',
      },
    ],
    right: [
      {
        question: 'Kann ich einen abgebrochenen Download fortsetzen?',
        answer:
          'Ja. Öffne dieselbe NZB-Datei erneut in deinem Usenet-Programm; bereits geladene Teile werden übersprungen.',
      },
      {
        question: 'Wo finde ich meine bisherigen Downloads?',
        answer: 'Unter „Meine Downloads“ in deinem Konto findest du alle bisherigen Downloads mit Datum.',
        link: { to: '/downloads', label: 'Zu „Meine Downloads“' },
      },
      {
        question: 'Wie lange bleiben meine Downloads verfügbar?',
        answer:
          'Mit Basic bleiben Downloads 7 Tage nach dem ersten Download verfügbar. Premium kennt keine zeitliche Begrenzung, VIP sichert deine Downloads zusätzlich in einem Cloud-Backup.',
      },
      {
        question: 'Kann ich auf mehreren Geräten gleichzeitig herunterladen?',
        answer:
          'Mit Premium und VIP ja, auf mehreren Geräten gleichzeitig. Basic ist auf ein Gerät (Desktop) beschränkt.',
      },
      {
        question: 'Was tun bei beschädigten Dateien?',
        answer:
          'Lass dein Usenet-Programm die Dateien mit den PAR2-Daten reparieren. Gelingt das nicht, versuche ein anderes Release desselben Titels und melde das defekte beim Support.',
      },
      {
        question: 'Welche Qualität erhalte ich mit meinem Plan?',
        answer:
          'Basic erhält Standardqualität (bis 720p), Premium alle Qualitätsstufen bis Full HD, VIP zusätzlich 4K.',
      },
    ],
    contactHeading: 'Weitere Unterstützung benötigt?',
    contactIntro: 'Schreib uns – deine Nachricht geht direkt an den Betreiber dieser Seite.',
    name: 'Name',
    email: 'E-Mail',
    subject: 'Betreff',
    optional: '(optional)',
    message: 'Nachricht',
    required: '(Pflichtfeld)',
    send: 'Nachricht senden',
    sending: 'Wird gesendet...',
    sent: 'Deine Nachricht wurde erfolgreich gesendet! Wir werden uns bald bei dir melden.',
    missingFields: 'Bitte fülle alle Pflichtfelder aus.',
    badEmail: 'Bitte gib eine gültige E-Mail-Adresse an.',
    planSubject: (plan: string) => `Mitgliedschaft anfragen: ${plan}`,
    supportEmailLabel: 'Support-E-Mail',
    phoneLabel: 'Telefon',
    hoursLabel: 'Support-Zeiten',
  },
  about: {
    title: 'Über uns',
    intro: (siteName: string) =>
      `${siteName} ist dein deutschsprachiger Katalog für Filme, Serien und Usenet-Releases: übersichtlich sortiert, sauber zugeordnet und jeden Tag aktuell.`,
    featuresHeading: 'Was uns ausmacht',
    features: [
      { title: 'Ultra HD Qualität', text: 'Releases von 1080p bis 4K, klar nach Auflösung gekennzeichnet.' },
      {
        title: 'Riesige Auswahl',
        text: 'Filme und Serien mit ihren Releases, sauber zugeordnet und laufend ergänzt.',
      },
      { title: 'Blitzschnell', text: 'Finden, herunterladen, fertig – ohne Umwege und ohne Werbung.' },
      { title: '100% Sicher', text: 'SSL-verschlüsselte Verbindung und virenfreie NZB-Dateien.' },
      { title: 'Community', text: 'Tausche dich im Forum mit anderen aus und stelle Requests.' },
      {
        title: '24/7 Support',
        text: 'Deine Nachricht über das Kontaktformular erreicht den Betreiber jederzeit – auf Deutsch.',
      },
    ],
    teamHeading: 'Unser Team',
    statsHeading: 'In Zahlen',
    statLabels: { movies: 'Filme', series: 'Serien', releases: 'Releases', users: 'Mitglieder' },
    ctaHeading: 'Bereit für mehr?',
    ctaText: 'Full HD, 4K und unbegrenzte Downloads warten auf dich.',
    cta: 'Jetzt Premium werden',
  },
} as const;
