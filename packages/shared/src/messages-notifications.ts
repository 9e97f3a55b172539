/** Most labels (episodes, releases) a release notification names; the rest is counted. */
export const NOTIFICATION_LABELS_SHOWN = 10;

/**
 * The labels, distinct (two releases of one episode name it once); when all
 * the stored ones are shown and there were more releases, "und weitere".
 */
function labelList(labels: readonly string[], count: number): string {
  const shown = labels.slice(0, NOTIFICATION_LABELS_SHOWN);
  const cut = shown.length === NOTIFICATION_LABELS_SHOWN && count > shown.length;
  return cut ? `${shown.join(', ')} und weitere` : shown.join(', ');
}

/**
 * Server texts of the notifications: the header bell, ntfy push and the mail
 * digest. Release notifications store only the title, the labels and the
 * count; their German title and message are written here when read.
 */
export const notificationMessages = {
  notFound: 'Benachrichtigung nicht gefunden',
  /** A new release (or several of one import) for a watched title. */
  releaseTitle: (title: string, count: number) =>
    count > 1 ? `${count} neue Releases: ${title}` : `Neues Release: ${title}`,
  releaseMessage: (labels: readonly string[], count: number) =>
    labels.length === 0
      ? count > 1
        ? `${count} neue Releases sind eingetroffen.`
        : 'Ein neues Release ist eingetroffen.'
      : labelList(labels, count),
  /** A request fulfilled by an import. */
  requestFulfilledTitle: (title: string) => `Request erfüllt: ${title}`,
  requestFulfilledMessage: (labels: readonly string[], count: number) =>
    labels.length === 0
      ? 'Ihr Request wurde erfüllt: Ein Release ist eingetroffen.'
      : `Ihr Request wurde erfüllt. Neu: ${labelList(labels, count)}`,
  /** ntfy */
  ntfyTestTitle: (siteName: string) => `${siteName}: Testnachricht`,
  ntfyTestMessage: 'ntfy ist eingerichtet: Hier erscheinen Ihre Benachrichtigungen über neue Releases.',
  ntfyFailed: (detail: string) =>
    `Der ntfy-Server hat die Nachricht nicht angenommen (${detail}). Bitte prüfen Sie das Topic und versuchen Sie es später erneut.`,
  ntfyUnreachable:
    'Der ntfy-Server ist nicht erreichbar. Bitte versuchen Sie es später erneut oder wenden Sie sich an die Administration.',
  ntfyTopicReserved: 'Dieses Topic ist beim ntfy-Server reserviert. Bitte wählen Sie ein anderes.',
  ntfyTooManyTests: 'Zu viele Testnachrichten. Bitte warten Sie einige Minuten.',
  /** Mail digest */
  digestSubject: (siteName: string, count: number) =>
    count === 1 ? `${siteName}: 1 neue Benachrichtigung` : `${siteName}: ${count} neue Benachrichtigungen`,
  digestIntro: 'für Titel auf Ihrer Watchlist und Ihre Requests gibt es Neuigkeiten:',
  digestMore: (count: number) => `… und ${count} weitere – alle sehen Sie auf der Website.`,
  digestFooter: (settingsUrl: string) =>
    `Diese Mail kommt höchstens einmal pro Stunde. Abbestellen können Sie sie in Ihren Einstellungen: ${settingsUrl}`,
} as const;
