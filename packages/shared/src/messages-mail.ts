/** Texts of the account mails (plain text; names and links are inserted, never markup). */
export const mailMessages = {
  greeting: (username: string) => `Hallo ${username},`,
  signature: (siteName: string) => `Viele Grüße\nIhr ${siteName}-Team`,
  ignoreHint: 'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.',
  welcome: {
    subject: (siteName: string) => `Willkommen bei ${siteName}`,
    body: (siteName: string, signInUrl: string) =>
      `Ihr Konto bei ${siteName} ist angelegt. Sie können sich jetzt anmelden:\n${signInUrl}`,
  },
  alreadyRegistered: {
    subject: (siteName: string) => `Registrierung bei ${siteName}`,
    body: (siteName: string, signInUrl: string, forgotUrl: string) =>
      `Jemand hat versucht, mit dieser E-Mail-Adresse ein neues Konto bei ${siteName} anzulegen. ` +
      `Für diese Adresse besteht bereits ein Konto.\n\nAnmelden: ${signInUrl}\nPasswort vergessen: ${forgotUrl}`,
  },
  resetPassword: {
    subject: (siteName: string) => `Passwort zurücksetzen bei ${siteName}`,
    body: (url: string, minutes: number) =>
      `Sie haben angefordert, Ihr Passwort zurückzusetzen. Über diesen Link vergeben Sie ein neues ` +
      `(gültig ${minutes} Minuten, nur einmal verwendbar):\n${url}`,
  },
  passwordChanged: {
    subject: (siteName: string) => `Ihr Passwort bei ${siteName} wurde geändert`,
    body: (forgotUrl: string) =>
      `Das Passwort Ihres Kontos wurde soeben geändert; alle anderen Sitzungen wurden abgemeldet.\n` +
      `Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück: ${forgotUrl}`,
  },
  emailChanged: {
    subject: (siteName: string) => `Ihre E-Mail-Adresse bei ${siteName} wurde geändert`,
    body: (newEmail: string) =>
      `Die E-Mail-Adresse Ihres Kontos wurde in ${newEmail} geändert. ` +
      `Falls Sie das nicht waren, antworten Sie bitte umgehend auf diese E-Mail.`,
  },
} as const;

/** The FAQ contact form: the answer, the limit and the mail to the operator. */
export const contactMessages = {
  sent: 'Deine Nachricht wurde erfolgreich gesendet! Wir werden uns bald bei dir melden.',
  tooMany:
    'Du hast in der letzten Stunde schon mehrere Nachrichten gesendet. Bitte versuche es später erneut.',
  notFound: 'Nachricht nicht gefunden',
  mail: {
    subject: (siteName: string, subject: string | null) =>
      `[${siteName}] Kontaktformular${subject ? `: ${subject}` : ''}`,
    body: (name: string, email: string, message: string) =>
      `Neue Nachricht über das Kontaktformular\n\nVon: ${name} <${email}>\n\n${message}\n\n` +
      `(Antworten Sie direkt auf diese E-Mail; sie geht an den Absender.)`,
  },
} as const;
