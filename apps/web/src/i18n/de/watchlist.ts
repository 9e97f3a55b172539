import { formatCount } from '@nzbkino/shared';

/** The watchlist page ('Merkliste'). The button's spec texts are under `watchlist` in ./releases.ts. Part of the `de` catalogue (see ../de.ts). */
export const watchlistTexts = {
  watchlistPage: {
    intro:
      'Filme und Serien, die Sie sich merken. Ist die Benachrichtigung an, melden wir Ihnen neue Releases.',
    loading: 'Merkliste wird geladen...',
    loadFailed: 'Die Merkliste konnte nicht geladen werden.',
    empty: 'Ihre Merkliste ist leer',
    emptyHint: 'Merken Sie sich Filme und Serien mit „Zur Watchlist hinzufügen“ auf ihrer Seite.',
    browseMovies: 'Filme',
    browseSeries: 'TV Serien',
    count: (count: number, limit: number) => `${formatCount(count)} Titel (höchstens ${formatCount(limit)})`,
    sections: { movie: 'Filme', series: 'Serien' },
    sectionEmpty: {
      movie: 'Noch keine Filme auf der Merkliste.',
      series: 'Noch keine Serien auf der Merkliste.',
    },
    latestRelease: 'Neuestes Release:',
    noRelease: 'noch kein Release',
    releaseCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'Release' : 'Releases'}`,
    notify: 'Benachrichtigen',
    notifyLabel: (title: string) => `Benachrichtigen bei neuen Releases: ${title}`,
    notifyOn: (title: string) => `Benachrichtigungen für "${title}" eingeschaltet`,
    notifyOff: (title: string) => `Benachrichtigungen für "${title}" ausgeschaltet`,
    notifyFailed: 'Die Benachrichtigung konnte nicht geändert werden.',
    remove: (title: string) => `Aus der Merkliste entfernen: ${title}`,
  },
} as const;
