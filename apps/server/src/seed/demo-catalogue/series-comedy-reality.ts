import { company, country, genre, series, type DemoSeries } from './catalogue-builders';

// INVENTED FOR THE DEMO: these series, their casts, hosts and networks do not exist.
export const comedyAndRealitySeries: DemoSeries[] = [
  series({
    title: 'Bis zum Exit',
    originalTitle: 'Bis zum Exit',
    originalLanguage: 'de',
    status: 'Canceled',
    plot: 'Drei Freunde aus Kreuzberg wollen mit einer App reich werden, die den nächsten geöffneten Späti findet. Zwischen Co-Working-Space, Investorenpitches und Hafermilch-Latte lernen Jule, Bao und Fabian, dass ein Start-up vor allem aus Kurswechseln, Pannen und endlosen Meetings besteht.',
    rating: 7.0,
    voteCount: 163,
    popularity: 9.8,
    genres: [genre.komoedie],
    companies: [company('Spreeglanz', 'DE')],
    productionCountries: [country.DE],
    cast: [
      ['Pia Hohenwarter', 'Jule Brandt'],
      ['Minh Lê-Hoffmann', 'Bao Nguyen'],
      ['Lasse Drewitz', 'Fabian von Stetten'],
      ['Katja Oberländer', 'Dr. Vera Lindemann'],
      ['Erkan Şimşekoğlu', 'Memo'],
    ],
    seasons: [
      {
        number: 1,
        premiere: '2022-04-06',
        runtime: 25,
        rating: 7.0,
        votes: 22,
        episodes: [
          [
            'Die Idee',
            'Nach einer durchfeierten Nacht haben Jule, Bao und Fabian die Idee ihres Lebens: eine App, die den nächsten offenen Späti findet.',
          ],
          [
            'Gründerzuschuss',
            'Für das Fördergeld braucht das Team einen Businessplan. Fabian hält eine Tabellenkalkulation für Kunst.',
          ],
          [
            'Co-Working',
            'Der neue Co-Working-Space hat Kombucha vom Fass, aber keinen freien Schreibtisch. Bao verliebt sich in die Siebträgermaschine.',
          ],
          [
            'Beta',
            'Die Testversion schickt alle Nutzer zum selben Späti. Memo ist begeistert, die Nachbarn nicht.',
          ],
          ['Der Pitch', 'Beim ersten Investorenpitch fällt der Beamer aus, und Jule muss improvisieren.'],
          ['Pivot', 'Die Investorin will keine Späti-App, sondern eine Plattform. Nur weiß niemand, wofür.'],
          [
            'Teamevent',
            'Ein Teambuilding-Wochenende in Brandenburg endet in einem Escape Room, aus dem niemand entkommt.',
          ],
          [
            'Shitstorm',
            'Ein unbedachter Post von Fabian macht das Start-up über Nacht berühmt – leider aus den falschen Gründen.',
          ],
          [
            'Burn Rate',
            'Das Geld reicht noch für drei Wochen. Bao will das Büro untervermieten, während sie noch darin arbeiten.',
          ],
          [
            'Series A',
            'Kurz vor der Pleite winkt eine große Finanzierungsrunde, doch ihre Bedingungen stellen die Freundschaft auf die Probe.',
          ],
        ],
      },
      {
        number: 2,
        premiere: '2023-04-05',
        runtime: 25,
        rating: 6.8,
        votes: 18,
        episodes: [
          [
            'Skalieren',
            'Mit frischem Geld stellt das Team zwölf Leute ein, von denen keiner weiß, was sie tun sollen.',
          ],
          ['Work-Life-Balance', 'Jule führt die Vier-Tage-Woche ein und arbeitet selbst an sieben Tagen.'],
          [
            'Der Berater',
            'Ein Unternehmensberater soll Abläufe verbessern und schlägt vor, die Gründer zu ersetzen.',
          ],
          [
            'Feierabendbier',
            'Memo will am Erfolg beteiligt werden – schließlich entstand die Idee in seinem Laden.',
          ],
          ['Expansion', 'Der Start in München wird zum Kulturschock: Dort gibt es keine Spätis.'],
          [
            'Datenleck',
            'Ein Datenleck verrät, wer wann wie viel Mate gekauft hat. Ganz Kreuzberg ist empört.',
          ],
          ['Übernahme', 'Ein Konzern will die Firma kaufen, und Fabian sieht sich schon auf einer Jacht.'],
          [
            'Exit',
            'Der große Verkauf steht bevor, und Jule, Bao und Fabian müssen sich fragen, was ihnen wirklich wichtig ist.',
          ],
        ],
      },
    ],
  }),
  series({
    title: 'Die Herdmeister',
    originalTitle: 'Die Herdmeister',
    originalLanguage: 'de',
    status: 'Ended',
    plot: 'Acht Hobbyköchinnen und Hobbyköche aus ganz Deutschland treten in einer umgebauten Wassermühle im Harz gegeneinander an. Jede Woche wartet eine neue Aufgabe – von regionalen Klassikern bis zum Streetfood –, und am Ende jeder Folge muss jemand die Schürze abgeben.',
    rating: 6.9,
    voteCount: 97,
    popularity: 11.2,
    genres: [genre.reality],
    companies: [company('Nordwelle', 'DE')],
    productionCountries: [country.DE],
    cast: [
      ['Nele Sturmhövel', 'Moderation'],
      ['Matthias Kornblum', 'Jury'],
      ['Yasemin Kaltwasser', 'Jury'],
      ['Jean-Luc Obermaier', 'Jury'],
    ],
    seasons: [
      {
        number: 1,
        premiere: '2024-09-07',
        runtime: 90,
        rating: 6.8,
        votes: 15,
        episodes: [
          [
            'Die Ankunft',
            'Acht Kandidatinnen und Kandidaten ziehen in die Mühle ein und kochen zum Auftakt ihr Lieblingsgericht aus der Kindheit.',
          ],
          [
            'Regionale Klassiker',
            'Von Labskaus bis Käsespätzle: Die Küche der Heimat wird neu interpretiert.',
          ],
          [
            'Aus dem Wald',
            'Mit einem Förster sammeln die Teilnehmenden Pilze und Kräuter, aus denen ein Drei-Gänge-Menü entstehen muss.',
          ],
          ['Streetfood', 'Auf einem Wochenmarkt kochen zwei Teams um die Gunst der Marktbesucher.'],
          ['Halbfinale', 'Die letzten vier müssen ein Gericht allein nach einer Kostprobe nachkochen.'],
          [
            'Finale',
            'Die zwei Besten kochen ein Menü für ihre Familien und die Jury. Am Ende steht fest, wer den ersten Titel gewinnt.',
          ],
        ],
      },
      {
        number: 2,
        premiere: '2025-09-06',
        runtime: 90,
        rating: 7.0,
        votes: 13,
        episodes: [
          ['Neue Gesichter', 'Die zweite Staffel beginnt mit einer Prüfung: Brot backen, ganz ohne Rezept.'],
          ['Fisch und Meer', 'Fisch und Meeresfrüchte kommen auf den Tisch – für manche zum ersten Mal.'],
          ['Resteküche', 'Aus dem, was vom Vortag übrig ist, soll ein Festessen werden.'],
          ['Süße Stunde', 'Dessertwoche: Zucker, Schokolade und ein eingestürzter Baumkuchen.'],
          ['Halbfinale', 'Die letzten vier bekochen eine Hochzeitsgesellschaft aus dem Dorf.'],
          [
            'Finale',
            'Ein letztes Duell am Herd entscheidet, wer sich Herdmeisterin oder Herdmeister nennen darf.',
          ],
        ],
      },
    ],
  }),
];
