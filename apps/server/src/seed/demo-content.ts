import type { NewChangelogEntry } from '../modules/changelog/changelog.repository';
import type { NewNews } from '../modules/news/news.repository';

/** The project's own first versions, so the changelog dialog has something true to show. */
export const demoChangelog: NewChangelogEntry[] = [
  {
    version: '0.1.0',
    isPrerelease: true,
    releaseDate: new Date('2026-11-21T12:00:00Z'),
    title: 'Das Fundament',
    description: 'Erste Vorschau: Server, Datenbank und die Hülle der Website stehen.',
    changes: [
      {
        type: 'added',
        items: [
          'Eingebettete Datenbank (PGlite) für den Betrieb auf einem Rechner, PostgreSQL für größere Installationen',
          'Öffentliche Statistik im Footer',
          'Changelog-Dialog hinter der Versionsnummer',
          'API-Dokumentation unter /api/docs',
        ],
      },
      { type: 'security', items: ['Sicherheits-Header und strikte Eingabeprüfung für jede Route'] },
    ],
  },
  {
    version: '0.0.1',
    isPrerelease: true,
    releaseDate: new Date('2026-11-14T12:00:00Z'),
    title: 'Projektstart',
    description: 'Spezifikation und Architektur festgelegt.',
    changes: [{ type: 'added', items: ['Produktspezifikation', 'Architektur und Hausregeln'] }],
  },
];

export const demoNews: NewNews[] = [
  {
    title: 'Willkommen bei der Vorschau',
    content:
      'Dies ist eine Demo-Installation. Der Katalog, die Releases und die Konten hier sind Beispieldaten zum Ausprobieren.',
  },
];
