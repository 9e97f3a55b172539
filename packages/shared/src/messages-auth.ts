/**
 * Server messages of accounts and sign-in that reach users. The sign-in and
 * sign-up texts are quoted from spec 000 §8; the others follow their tone.
 */
export const authMessages = {
  required: 'Anmeldung erforderlich.',
  invalidToken: 'Die Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.',
  forbidden: 'Für diese Aktion fehlen die Berechtigungen.',
  badCredentials: 'Benutzername/E-Mail oder Passwort ist falsch.',
  requiresCaptcha: 'Bitte lösen Sie das Captcha.',
  captchaInvalid: 'Ungültiger Sicherheitscode',
  blocked: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  conflict: 'Benutzername oder E-Mail bereits vergeben.',
  usernameConfusable:
    'Benutzername bereits vergeben: Ein bestehender Name sieht zum Verwechseln ähnlich aus.',
  registered: 'Registrierung erfolgreich! Wir haben Ihnen eine E-Mail an die angegebene Adresse geschickt.',
  forgotPassword:
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
  resetInvalid:
    'Der Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde bereits benutzt. Bitte fordern Sie einen neuen an.',
  resetDone: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
  wrongPassword: 'Das aktuelle Passwort ist falsch.',
  emailInUse: 'Diese E-Mail-Adresse wird bereits verwendet.',
  userNotFound: (identifier: string) => `Benutzer ${identifier} nicht gefunden.`,
} as const;
