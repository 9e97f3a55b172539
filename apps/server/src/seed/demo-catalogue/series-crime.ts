import { company, country, genre, series, type DemoSeries } from './catalogue-builders';

// INVENTED FOR THE DEMO: these series, their casts, networks, villages and
// podcasts do not exist. Real places (Hamburg's harbour) are only the backdrop.
export const crimeSeries: DemoSeries[] = [
  series({
    title: 'Elbnebel',
    originalTitle: 'Elbnebel',
    originalLanguage: 'de',
    status: 'Ended',
    plot: 'Wenn über dem Hamburger Hafen der Nebel aufzieht, beginnt für Hauptkommissarin Jana Kröger die Arbeit. Mit ihrem neuen Partner Deniz Aydın ermittelt sie zwischen Containerterminals, Barkassen und Speicherstadt – und stößt immer wieder auf die Spur der mächtigen Reederei Thormählen.',
    rating: 7.6,
    voteCount: 214,
    popularity: 21.5,
    genres: [genre.krimi, genre.drama],
    companies: [company('Nordwelle', 'DE')],
    productionCountries: [country.DE],
    cast: [
      ['Merle Ostendorf', 'Hauptkommissarin Jana Kröger'],
      ['Kerem Yalçınkaya', 'Oberkommissar Deniz Aydın'],
      ['Hinnerk Brodersen', 'Kriminalrat Uwe Petersen'],
      ['Svenja Lührs', 'Dr. Ilka Sommer'],
      ['Bernd Achterberg', 'Carl-Hendrik Thormählen'],
    ],
    seasons: [
      {
        number: 0,
        premiere: '2022-12-22',
        airDates: ['2022-12-22', '2023-06-15', '2023-10-26'],
        runtime: 45,
        rating: 7.2,
        votes: 14,
        episodes: [
          [
            'Stille Nacht im Hafen',
            'Weihnachtsspecial: An Heiligabend sucht Jana Kröger auf einem festliegenden Frachter nach einem vermissten Schiffsjungen.',
          ],
          [
            'Hinter den Kulissen: Elbnebel',
            'Das Team zeigt, wie man einen Krimi in einem Hafen dreht, in dem rund um die Uhr Container umgeschlagen werden.',
          ],
          [
            'Letzte Schicht',
            'Die Darstellerinnen und Darsteller blicken auf drei Staffeln zurück und verabschieden sich von ihren Figuren.',
          ],
        ],
      },
      {
        number: 1,
        plot: 'Ein Toter in einem Kühlcontainer führt Kröger und Aydın zu einem Netz aus Schmugglern, Zöllnern und Spediteuren.',
        premiere: '2021-09-02',
        runtime: 50,
        rating: 7.4,
        votes: 38,
        episodes: [
          [
            'Kühlkette',
            'In Altenwerder wird in einem Kühlcontainer aus Südamerika ein Toter gefunden. Jana Kröger bekommt am selben Morgen einen Partner zugeteilt, der so gar nicht zu ihr passt.',
          ],
          [
            'Barkassenfahrt',
            'Eine Hafenrundfahrt endet für einen Touristen tödlich. Ein Barkassenführer hat mehr gesehen, als er zugeben will.',
          ],
          [
            'Speicherstadt',
            'In einem Teppichlager brennt es, und in den Trümmern liegt ein Zollbeamter. Aydın ermittelt verdeckt unter den Lagerarbeitern.',
          ],
          [
            'Lotsenwechsel',
            'Ein Elblotse verschwindet auf dem Weg zu einem Frachter spurlos. Kröger muss sich mit der Wasserschutzpolizei zusammenraufen.',
          ],
          [
            'Falsche Flagge',
            'Ein Schiff darf nicht auslaufen, und an Bord halten alle dicht. Zum ersten Mal taucht der Name Thormählen in den Akten auf.',
          ],
          [
            'Ebbe',
            'Kröger und Aydın kommen den Hintermännern gefährlich nahe. Bei Niedrigwasser gibt die Elbe ein Beweisstück frei, das alles verändert.',
          ],
        ],
      },
      {
        number: 2,
        plot: 'Eine Mordserie unter Hafenarbeitern bringt Kröger in Konflikt mit ihrem eigenen Vorgesetzten.',
        premiere: '2022-09-01',
        runtime: 50,
        rating: 7.7,
        votes: 34,
        episodes: [
          [
            'Schichtwechsel',
            'Ein Hafenarbeiter stirbt bei einem angeblichen Unfall an der Containerbrücke. Seine Kollegen schweigen aus Angst um ihre Jobs.',
          ],
          [
            'Fischmarkt',
            'Am frühen Sonntagmorgen wird auf dem Fischmarkt eine Marktschreierin erstochen. Aydın kennt die Familie des Opfers.',
          ],
          [
            'Dock 11',
            'Im Trockendock einer Werft liegt eine Leiche unter einem Schiffsrumpf. Die Werft steht kurz vor dem Verkauf an einen Investor.',
          ],
          [
            'Die Stimme der Elbe',
            'Ein Radiomoderator behauptet live auf Sendung, den Mörder zu kennen. Wenige Stunden später ist er verschwunden.',
          ],
          [
            'Lange Nacht',
            'Ein Stromausfall legt den halben Hafen lahm, und Kröger sitzt mit einem Verdächtigen auf einem Frachter fest.',
          ],
          [
            'Nebelhorn',
            'Kriminalrat Petersen gerät selbst unter Verdacht. Kröger muss entscheiden, wem sie noch trauen kann.',
          ],
        ],
      },
      {
        number: 3,
        plot: 'Die letzte Staffel: Kröger und Aydın nehmen es direkt mit der Reederei Thormählen auf.',
        premiere: '2023-09-07',
        runtime: 50,
        rating: 7.9,
        votes: 41,
        episodes: [
          [
            'Neue Ladung',
            'Aydın hat sich zum LKA versetzen lassen. Ein Mord auf einem Kreuzfahrtschiff bringt das alte Team wieder zusammen.',
          ],
          [
            'Elbhang',
            'In einer Villa in Blankenese wird eine Anwältin der Reederei tot aufgefunden. Die Nachbarn haben angeblich nichts gehört.',
          ],
          [
            'Köhlbrand',
            'Ein Autounfall auf der Köhlbrandbrücke entpuppt sich als gezielter Anschlag, und Kröger gerät ins Visier der Täter.',
          ],
          [
            'Kronzeuge',
            'Ein ehemaliger Kapitän der Reederei ist bereit auszusagen – wenn man ihn bis zum Prozess am Leben hält.',
          ],
          [
            'Sturmflut',
            'Während eine Sturmflut auf Hamburg zurollt, versucht Thormählen, die letzten Beweise zu vernichten.',
          ],
          [
            'Auslaufen',
            'Kröger stellt Thormählen im Hafen, und Aydın trifft eine Entscheidung, die ihn die Karriere kosten kann.',
          ],
        ],
      },
    ],
  }),
  series({
    title: 'Ohlenbrück – Ein Dorf schweigt',
    originalLanguage: 'de',
    status: 'In Production',
    inProduction: true,
    plot: 'Im Sommer 1998 verschwindet die 19-jährige Katrin Albers nach dem Schützenfest im Dorf Ohlenbrück. Ein Vierteljahrhundert später rollt die Podcasterin Maren Falk den Fall neu auf und trifft auf eine Gemeinschaft, die ihre Geheimnisse lieber begraben lässt. Die Serie erzählt die Geschichte des gleichnamigen True-Crime-Podcasts als Fiktion nach.',
    popularity: 8.2,
    genres: [genre.krimi, genre.drama, genre.mystery],
    companies: [company('Leuchtturm+', 'DE')],
    productionCountries: [country.DE],
    cast: [
      ['Annika Wendeborn', 'Maren Falk'],
      ['Jörg Tiedemeyer', 'Rolf Meinecke'],
      ['Paula Strohmeier', 'Katrin Albers'],
      ['Heiko Lammers', 'Dieter Albers'],
    ],
    seasons: [
      {
        number: 1,
        premiere: '2027-01-14',
        runtime: 45,
        rating: 0,
        votes: 0,
        episodes: [
          [
            'Das Schützenfest',
            'Maren Falk kommt nach Ohlenbrück, um über das Verschwinden von Katrin Albers zu recherchieren. Schon am ersten Abend gibt man ihr zu verstehen, dass sie nicht willkommen ist.',
          ],
          [
            'Die letzte Zeugin',
            'Eine frühere Freundin erinnert sich an einen Streit in der Festnacht – und an ein Auto, das ohne Licht davonfuhr.',
          ],
          [
            'Akte geschlossen',
            'Der pensionierte Ermittler Rolf Meinecke zeigt Maren seine privaten Notizen. Ausgerechnet die Seiten vom entscheidenden Tag fehlen.',
          ],
          [
            'Hörerpost',
            'Nach der ersten Podcastfolge melden sich Hunderte Hörer. Ein anonymer Hinweis führt zu einem stillgelegten Torfwerk.',
          ],
          [
            'Familiengeheimnis',
            'Maren erfährt, dass Katrins Vater in jener Nacht nicht zu Hause war. Die Familie bricht ihr Schweigen.',
          ],
          [
            'Das Moor',
            'Ein Fund im Moor zwingt die Staatsanwaltschaft, den Fall neu aufzurollen. Für Maren beginnt die eigentliche Geschichte erst jetzt.',
          ],
        ],
      },
    ],
  }),
];
