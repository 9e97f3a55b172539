import { formatCount } from '@nzbkino/shared';
import type { ReactionType } from '@nzbkino/api-types';

/** Home page: hero, news, carousel, pagination. Part of the `de` catalogue (see ../de.ts). */
export const homeTexts = {
  home: {
    title: 'Startseite',
    welcome: (siteName: string) => `Willkommen bei ${siteName}`,
    tagline: 'Filme, Serien und Usenet-Releases übersichtlich an einem Ort.',
    heroLabel: 'Empfehlungen',
    heroLoading: 'Empfehlungen werden geladen',
    heroSlide: (n: number, total: number) => `Empfehlung ${n} von ${total}`,
    showSlide: (n: number) => `Empfehlung ${n} anzeigen`,
    details: 'Details',
    newMovies: 'Neu hinzugefügte Filme',
    upcoming: 'Im Kino',
    onAir: 'Aktuell im TV',
    newSeries: 'Zuletzt hinzugefügte Serien',
    latestReleases: 'Neueste Releases',
    viewAll: 'Alle ansehen',
    viewAllOf: (title: string) => `Alle ansehen: ${title}`,
    rowLoading: (title: string) => `${title} werden geladen`,
    noReleases: 'Noch keine Releases vorhanden.',
  },
  news: {
    heading: 'News',
    reactions: 'Reaktionen',
    loginLink: 'Einloggen',
    loginHint: 'um zu reagieren',
    dismiss: 'News ausblenden',
    reactionNames: {
      thumbs_up: 'Daumen hoch',
      applause: 'Applaus',
      heart: 'Herz',
      fire: 'Feuer',
      laugh: 'Lachen',
    } satisfies Record<ReactionType, string>,
    reactionLabel: (name: string, count: number) => `${name}: ${formatCount(count)}`,
    reactionError: 'Die Reaktion konnte nicht gespeichert werden.',
  },
  carousel: {
    scrollLeft: (label: string) => `${label}: nach links blättern`,
    scrollRight: (label: string) => `${label}: nach rechts blättern`,
  },
  pagination: {
    label: 'Seitennavigation',
    first: 'Erste Seite',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    last: 'Letzte Seite',
    page: (n: number) => `Seite ${formatCount(n)}`,
    pageOf: (page: number, total: number) => `Seite ${formatCount(page)} von ${formatCount(total)}`,
    about: 'ca.',
  },
} as const;
