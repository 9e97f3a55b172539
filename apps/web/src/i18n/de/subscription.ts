import { formatCount, formatEuroCents, type MembershipSource } from '@nzbkino/shared';

/** Plans, the member's subscription, its history, the purchase pages and the forum sign-on (issue 16). Part of the `de` catalogue (see ../de.ts). */
export const subscriptionTexts = {
  plans: {
    loading: 'Pläne werden geladen …',
    loadFailed: 'Die Pläne konnten nicht geladen werden.',
    free: 'Kostenlos',
    price: (cents: number) => formatEuroCents(cents),
    period: (months: number) => (months === 1 ? 'für 1 Monat' : `für ${months} Monate`),
    trialPeriod: (days: number) => `${days} Tage Testzeitraum`,
    forever: 'dauerhaft',
    downloads: (perDay: number | null) =>
      perDay === null ? 'Unbegrenzte Downloads' : `${formatCount(perDay)} Downloads pro Tag`,
    api: (perDay: number | null) =>
      perDay === null
        ? 'Newznab-API ohne Grenze'
        : perDay === 0
          ? 'Ohne Newznab-API'
          : `Newznab-API: ${formatCount(perDay)} Anfragen pro Tag`,
  },
  subscription: {
    plansIntro:
      'Basic ist kostenlos. Premium und VIP heben die Download-Grenzen auf und öffnen die Newznab-API für Sonarr, Radarr und Co.',
    yourPlan: 'Ihr Plan',
    currentPlan: 'Aktueller Plan',
    ask: 'Plan anfragen',
    signUp: 'Kostenlos registrieren',
    howHeading: 'So erhalten Sie Premium oder VIP',
    howText:
      'Auf dieser Seite ist kein Zahlungsdienst angebunden: Es wird nichts berechnet. Mitgliedschaften vergibt ein Administrator. Schreiben Sie uns über das Kontaktformular, welchen Plan Sie möchten.',
    contact: 'Zum Kontaktformular',
    trialHeading: (days: number) => `${days} Tage Premium kostenlos testen`,
    trialText: (days: number) =>
      `Einmal pro Konto: ${days} Tage lang gelten für Sie die Grenzen von Premium. Danach geht es automatisch mit Basic weiter – ohne Kosten, ohne Kündigung.`,
    trialStart: 'Testzeitraum starten',
    trialStarting: 'Wird gestartet …',
    trialStarted: (days: number) => `Ihr Testzeitraum läuft: ${days} Tage Premium.`,
    trialFailed: 'Der Testzeitraum konnte nicht gestartet werden.',
    trialSignIn: 'Melden Sie sich an, um den Testzeitraum zu starten.',
    loading: 'Ihre Mitgliedschaft wird geladen …',
    loadFailed: 'Ihre Mitgliedschaft konnte nicht geladen werden.',
    premiumIntro: 'Ihr Plan, seine Laufzeit und wie Sie mehr bekommen.',
    planLabel: 'Plan',
    endsLabel: 'Läuft bis',
    sourceLabel: 'Vergeben durch',
    noEnd: 'ohne Ablaufdatum',
    basicNote: 'Basic ist kostenlos und läuft nicht ab.',
    adminNote: 'Als Administrator haben Sie alle Rechte, ohne Mitgliedschaft.',
    endNote: 'Danach gilt automatisch wieder Basic; es verlängert sich nichts von selbst.',
    limitsLabel: 'Ihre Grenzen',
    toHistory: 'Abo-Verlauf',
    toPlans: 'Alle Pläne',
    historyIntro: 'Alle Mitgliedschaften Ihres Kontos, die neueste zuerst.',
    historyLoading: 'Verlauf wird geladen …',
    historyFailed: 'Der Verlauf konnte nicht geladen werden.',
    historyEmpty: 'Noch keine Mitgliedschaft',
    historyEmptyHint:
      'Sobald Sie Premium testen oder ein Administrator Ihnen einen Plan vergibt, steht er hier.',
    historyTotal: (n: number) => (n === 1 ? '1 Mitgliedschaft' : `${n} Mitgliedschaften`),
    columns: { plan: 'Plan', from: 'Von', until: 'Bis', source: 'Herkunft', status: 'Status' },
    status: { active: 'Aktiv', upcoming: 'Geplant', ended: 'Beendet' } as const,
    source: (source: MembershipSource, grantedBy: string | null) =>
      source === 'trial' ? 'Testzeitraum' : grantedBy ? `Administrator (${grantedBy})` : 'Administrator',
    outcomeNoPayment:
      'Auf dieser Seite läuft keine Zahlung: Es ist kein Zahlungsdienst angebunden, und es wurde nichts berechnet. Mitgliedschaften vergibt ein Administrator.',
    outcomeCurrent: 'Ihr aktueller Stand',
    outcomeSignIn: 'Melden Sie sich an, um Ihre Mitgliedschaft zu sehen.',
    signIn: 'Anmelden',
    toPremium: 'Zu Ihrer Mitgliedschaft',
  },
  grant: {
    heading: (username: string) => `Mitgliedschaft von ${username}`,
    intro:
      'Tage verlängern einen laufenden Plan derselben Art ab seinem Ende; ein anderer Plan ersetzt den laufenden sofort.',
    plan: 'Plan',
    span: 'Laufzeit',
    spanDays: 'Tage',
    spanUntil: 'Bis Datum',
    spanPeriod: 'Ein Planzeitraum',
    days: 'Anzahl Tage',
    until: 'Enddatum',
    note: 'Notiz (optional)',
    submit: 'Vergeben',
    submitting: 'Wird vergeben …',
    granted: (username: string, plan: string, date: string) => `${username}: ${plan} bis ${date}.`,
    failed: 'Die Mitgliedschaft konnte nicht vergeben werden.',
    historyHeading: 'Bisherige Mitgliedschaften',
    historyEmpty: 'Noch keine Mitgliedschaft.',
  },
  forum: {
    community: 'Community',
    communityHint: 'Öffnet das Forum in einem neuen Tab, angemeldet mit Ihrem Konto.',
    opening: 'Sie werden zum Forum weitergeleitet …',
    failed: 'Das Forum konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
    notConfigured: 'Auf dieser Seite ist kein Forum eingerichtet.',
    title: 'Forum',
  },
} as const;
