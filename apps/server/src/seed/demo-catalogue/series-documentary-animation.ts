import { company, country, genre, series, type DemoSeries } from './catalogue-builders';

// INVENTED FOR THE DEMO: these series, their presenters, voice casts and
// networks do not exist. The castles in "Steinerne Zeugen" are real places.
export const documentaryAndAnimationSeries: DemoSeries[] = [
  series({
    title: 'Steinerne Zeugen',
    originalTitle: 'Steinerne Zeugen',
    originalLanguage: 'de',
    status: 'Ended',
    plot: 'Die Historikerin Henrike Stolzenberg besucht die bekanntesten Burgen und Schlösser Deutschlands und erzählt, wer dort lebte, baute, belagert wurde und regierte. Mit Drohnenflügen, Rekonstruktionen und Blicken in sonst verschlossene Räume zeigt die Reihe, wie viel Geschichte in alten Mauern steckt.',
    rating: 7.5,
    voteCount: 76,
    popularity: 6.4,
    genres: [genre.dokumentarfilm],
    companies: [company('Bildfunk', 'DE')],
    productionCountries: [country.DE],
    cast: [
      ['Henrike Stolzenberg', 'Moderation'],
      ['Bertram Kühnhold', 'Sprecher'],
    ],
    seasons: [
      {
        number: 1,
        premiere: '2021-10-03',
        runtime: 44,
        rating: 7.5,
        votes: 12,
        episodes: [
          [
            'Die Wartburg',
            'Über Eisenach thront die Burg, auf der Martin Luther das Neue Testament ins Deutsche übersetzte. Die Folge erzählt auch von der heiligen Elisabeth und dem sagenhaften Sängerkrieg.',
          ],
          [
            'Burg Eltz',
            'Versteckt in einem Seitental der Mosel steht eine Burg, die seit mehr als 850 Jahren derselben Familie gehört und nie zerstört wurde.',
          ],
          [
            'Die Marksburg',
            'Als einzige Höhenburg am Mittelrhein wurde die Marksburg nie zerstört. Ein Rundgang durch Küche, Rüstkammer und Burggarten zeigt den Alltag auf einer Burg.',
          ],
          [
            'Burghausen',
            'Mehr als einen Kilometer lang zieht sich die Burg von Burghausen über einen Bergrücken an der Salzach – ein Rekord.',
          ],
          [
            'Neuschwanstein',
            'König Ludwig II. ließ sich in den Allgäuer Bergen ein Märchenschloss bauen, das er nur wenige Monate bewohnte. Kurz nach seinem Tod 1886 öffnete es für Besucher.',
          ],
        ],
      },
      {
        number: 2,
        premiere: '2022-10-02',
        runtime: 44,
        rating: 7.6,
        votes: 10,
        episodes: [
          [
            'Das Heidelberger Schloss',
            'Im Pfälzischen Erbfolgekrieg zerstört, wurde die Ruine über dem Neckar zum Sinnbild der Romantik. Im Keller wartet das Große Fass.',
          ],
          [
            'Die Albrechtsburg',
            'Hinter den Mauern der Albrechtsburg in Meißen ließ August der Starke 1710 die erste Porzellanmanufaktur Europas einrichten.',
          ],
          [
            'Schloss Schwerin',
            'Auf einer Insel im Schweriner See glänzt das Schloss mit seiner goldenen Kuppel. Heute tagt hier der Landtag.',
          ],
          [
            'Burg Hohenzollern',
            'Die Stammburg der Hohenzollern auf der Schwäbischen Alb wurde im 19. Jahrhundert als Denkmal der Dynastie neu errichtet.',
          ],
        ],
      },
    ],
  }),
  series({
    title: 'Die Chroniken von Aschenfeld',
    originalTitle: 'The Ashfield Chronicles',
    originalLanguage: 'en',
    status: 'Canceled',
    plot: 'Seit dem Himmelsbrand liegt ein grauer Schleier über dem Land Aschenfeld, und alte Luftschiffe sind die einzige Verbindung zwischen den Städten. Die junge Kurierin Mira entdeckt, dass sie die vergessene Aschenschrift lesen kann – und wird damit zur Gejagten. Mit dem Uhrwerkfuchs Tock und dem abtrünnigen Himmelsritter Kael sucht sie nach dem Ursprung des Brandes.',
    rating: 8.1,
    voteCount: 532,
    popularity: 26.4,
    genres: [genre.animation, genre.sciFiFantasy, genre.actionAbenteuer],
    companies: [company('Trickwerk', 'DE')],
    productionCountries: [country.DE],
    cast: [
      ['Lina Sørensen-Haag', 'Mira (Stimme)'],
      ['Till Ebersberger', 'Tock (Stimme)'],
      ['Dario Lanfranchi', 'Kael (Stimme)'],
      ['Ines Vollrath', 'Großmeisterin Sela (Stimme)'],
    ],
    seasons: [
      {
        number: 1,
        premiere: '2023-04-08',
        runtime: 24,
        rating: 8.0,
        votes: 70,
        episodes: [
          [
            'Die Kurierin',
            'Mira bringt Briefe zwischen den Luftschiffhäfen. Ein versiegelter Umschlag mit glimmender Schrift verändert ihr Leben.',
          ],
          [
            'Tock',
            'Auf der Flucht vor den Grauen Wächtern findet Mira einen beschädigten Uhrwerkfuchs, der mehr weiß, als er sagt.',
          ],
          [
            'Die Aschenschrift',
            'Mira liest einen Text, den seit dem Himmelsbrand niemand mehr entziffern konnte.',
          ],
          ['Himmelsritter', 'Der abtrünnige Ritter Kael rettet Mira – für einen Preis, den er nicht verrät.'],
          [
            'Die schwebende Stadt',
            'In der Handelsstadt Veyra suchen die drei nach einem Archiv, das es offiziell nicht gibt.',
          ],
          [
            'Funkenregen',
            'Ein Sturm aus glühender Asche zwingt das Luftschiff zur Notlandung in verbotenem Gebiet.',
          ],
          [
            'Kaels Schwur',
            'Kaels Vergangenheit holt ihn ein, und Mira muss entscheiden, ob sie ihm noch vertraut.',
          ],
          [
            'Das erste Kapitel',
            'Mira öffnet das Archiv und erfährt, dass der Himmelsbrand kein Unglück war.',
          ],
        ],
      },
      {
        number: 2,
        premiere: '2024-04-06',
        runtime: 24,
        rating: 8.2,
        votes: 64,
        episodes: [
          [
            'Nach dem Archiv',
            'Die Wächter setzen ein Kopfgeld auf Mira aus. Tock zeigt zum ersten Mal, wozu sein Uhrwerk fähig ist.',
          ],
          [
            'Die Glasnomaden',
            'In einer Wüste aus geschmolzenem Sand leben Nomaden, die den Himmelsbrand überlebt haben.',
          ],
          ['Sela', 'Großmeisterin Sela bietet Mira einen Platz im Orden an – wenn sie Kael ausliefert.'],
          ['Rostherz', 'Tocks Mechanik versagt, und nur ein verbannter Uhrmacher kann ihn retten.'],
          [
            'Das zweite Kapitel',
            'Ein weiteres Fragment der Aschenschrift verrät, wer den Brand entfacht hat.',
          ],
          ['Luftschlacht', 'Über Veyra kommt es zur Schlacht zwischen den Wächtern und den Rebellen.'],
          ['Verrat', 'Jemand aus Miras engstem Kreis spielt ein doppeltes Spiel.'],
          [
            'Der blaue Himmel',
            'Mira entfacht die Aschenschrift und sieht zum ersten Mal einen blauen Himmel – dann reißt die Geschichte ab.',
          ],
        ],
      },
    ],
  }),
];
