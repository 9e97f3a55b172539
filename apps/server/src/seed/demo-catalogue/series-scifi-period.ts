import { company, country, genre, series, type DemoSeries } from './catalogue-builders';

// INVENTED FOR THE DEMO: these series, their casts, networks, the Meridian
// station and the Aurora cinema do not exist.
export const sciFiAndPeriodSeries: DemoSeries[] = [
  series({
    title: 'Die Stille unter dem Eis',
    originalTitle: 'The Silence Below',
    originalLanguage: 'en',
    status: 'Returning Series',
    inProduction: true,
    plot: 'Im Winter friert die Bottenwiek im Norden der Ostsee zu, und die Besatzung der Unterwasserstation Meridian ist monatelang auf sich gestellt. Als die Sensoren ein rhythmisches Signal aus dem Meeresboden auffangen, beginnt die Meeresbiologin Ronja Lindqvist zu forschen – und ahnt nicht, dass jemand an Bord längst weiß, was dort unten liegt.',
    rating: 8.0,
    voteCount: 406,
    popularity: 44.9,
    genres: [genre.sciFiFantasy, genre.drama, genre.mystery],
    companies: [company('Leuchtturm+', 'DE')],
    productionCountries: [country.DE, country.DK],
    cast: [
      ['Malin Westergaard-Roth', 'Dr. Ronja Lindqvist'],
      ['Jesper Hallund', 'Erik Sandvik'],
      ['Thea Grunwald', 'Mara Kessler'],
      ['Obinna Adebayo-Schulz', 'Daniel Okafor'],
      ['Sophie Rautenberg', 'Dr. Hanna Wiik'],
    ],
    seasons: [
      {
        number: 1,
        plot: 'Der erste Winter auf Meridian: Ein Signal aus der Tiefe stellt die Crew auf eine harte Probe.',
        premiere: '2025-02-02',
        runtime: 52,
        rating: 7.9,
        votes: 61,
        episodes: [
          [
            'Eisgang',
            'Das letzte Versorgungsschiff legt ab, bevor das Eis die Bucht schließt. Kurz darauf empfängt die Station ein Signal, das es nicht geben dürfte.',
          ],
          [
            'Sonar',
            'Ronja wertet die Messdaten aus und findet unter dem Schlick eine Struktur mit exakt geraden Kanten.',
          ],
          [
            'Druckausgleich',
            'Bei einem Tauchgang zum Meeresboden versagt ein Ventil. Ingenieurin Mara ist sicher, dass jemand nachgeholfen hat.',
          ],
          ['Funkstille', 'Die Verbindung zum Festland bricht ab, und an Bord wächst das Misstrauen.'],
          [
            'Polarnacht',
            'In der längsten Nacht des Jahres verschwindet ein Crewmitglied aus der verriegelten Station.',
          ],
          [
            'Das Signal',
            'Ronja entschlüsselt das Muster, und Stationsleiter Sandvik muss zugeben, warum Meridian wirklich gebaut wurde.',
          ],
        ],
      },
      {
        number: 2,
        plot: 'Ein Jahr später kehrt Ronja mit einer neuen Crew zurück – mit dem Auftrag, die Struktur zu bergen.',
        premiere: '2026-11-01',
        runtime: 52,
        rating: 8.2,
        votes: 55,
        episodes: [
          [
            'Rückkehr',
            'Schon beim Abstieg zur Station bemerkt Ronja Spuren, die verraten, dass jemand vor ihnen in Meridian war.',
          ],
          [
            'Tiefenrausch',
            'Ein Taucher hört Stimmen im Wasser. Die Stationsärztin hält es für einen Tiefenrausch – Ronja nicht.',
          ],
          [
            'Die zweite Kammer',
            'Unter der Struktur öffnet sich ein Hohlraum, und die Messgeräte zeigen Werte, die niemand erklären kann.',
          ],
          [
            'Eisbrecher',
            'Ein fremder Eisbrecher ankert über der Station, und sein Kapitän verlangt die Herausgabe aller Daten.',
          ],
          [
            'Blackbox',
            'Daniel findet im Archiv Aufnahmen aus dem ersten Winter, die gelöscht werden sollten.',
          ],
          [
            'Unter dem Eis',
            'Im Staffelfinale muss Ronja entscheiden, ob die Welt erfahren darf, was am Grund der Ostsee schläft.',
          ],
        ],
      },
    ],
  }),
  series({
    title: 'Kino Aurora',
    originalTitle: 'Kino Aurora',
    originalLanguage: 'de',
    status: 'Ended',
    plot: 'Berlin, 1926: Die Kriegswitwe Margarete Aurich erbt einen heruntergekommenen Kinopalast an der Friedrichstraße. Mit einem eigensinnigen Filmvorführer, einer jungen Pianistin und viel Mut behauptet sie sich gegen übermächtige Konkurrenz, Erpresser und die Sittenpolizei – und erlebt, wie der Tonfilm die Welt des Kinos auf den Kopf stellt.',
    rating: 7.7,
    voteCount: 271,
    popularity: 17.3,
    genres: [genre.drama, genre.krimi],
    companies: [company('Spreeglanz', 'DE')],
    productionCountries: [country.DE],
    cast: [
      ['Charlotte Vierling', 'Margarete Aurich'],
      ['Anton Rehbach', 'Paul Wendt'],
      ['Mira Feinberg', 'Ruth Loewy'],
      ['Ludwig Harnisch', 'Kommissar Gustav Brehm'],
      ['Viktor Sallmann', 'Otto Krause'],
    ],
    seasons: [
      {
        number: 1,
        plot: 'Herbst 1926: Margarete übernimmt das Aurora und verteidigt es gegen Schulden, Konkurrenz und einen Ringverein.',
        premiere: '2024-03-03',
        runtime: 55,
        rating: 7.6,
        votes: 44,
        episodes: [
          [
            'Die Erbin',
            'Margarete erfährt, dass ihr Mann ihr ein Kino hinterlassen hat – samt Schulden und einem Filmvorführer, der seit Wochen keinen Lohn gesehen hat.',
          ],
          [
            'Premiere',
            'Für die Wiedereröffnung fehlt ein zugkräftiger Film. Margarete wagt sich in die Büros der großen Verleiher.',
          ],
          [
            'Die Pianistin',
            'Ruth Loewy begleitet die Filme am Flügel und zieht ein neues Publikum an. Doch nicht allen gefällt, wer da spielt.',
          ],
          [
            'Schutzgeld',
            'Ein Ringverein verlangt seinen Anteil an den Einnahmen. Paul will zahlen, Margarete nicht.',
          ],
          [
            'Nitrat',
            'In der Vorführkabine fängt eine Filmrolle Feuer. War es das leicht entzündliche Material oder ein Anschlag?',
          ],
          ['Silvester 1926', 'Auf dem großen Silvesterball im Aurora laufen alle Fäden zusammen.'],
        ],
      },
      {
        number: 2,
        plot: '1929: Der Tonfilm erreicht Berlin, und das Aurora muss sich neu erfinden, während die Weltwirtschaftskrise heraufzieht.',
        premiere: '2025-03-02',
        runtime: 55,
        rating: 7.8,
        votes: 40,
        episodes: [
          [
            'Tonfilm',
            'Ganz Berlin spricht vom Tonfilm aus Amerika. Margarete muss entscheiden, ob sie ihr letztes Geld in eine Tonanlage steckt.',
          ],
          [
            'Stumme Stars',
            'Ein gefeierter Stummfilmstar fürchtet, dass seine Stimme ihn verrät, und sucht im Aurora Zuflucht.',
          ],
          [
            'Die Kapelle',
            'Die Kinomusiker verlieren ihre Arbeit, und auch Ruth steht plötzlich auf der Straße.',
          ],
          ['Razzia', 'Kommissar Brehm durchsucht das Kino nach Schmuggelware und findet etwas ganz anderes.'],
          [
            'Schwarzer Freitag',
            'Der Börsenkrach in New York erreicht Berlin, und Margarete verliert ihren wichtigsten Geldgeber.',
          ],
          [
            'Das letzte Programm',
            'Im Serienfinale zeigt das Aurora ein letztes Mal einen Stummfilm – mit Ruth am Flügel und der halben Friedrichstraße im Saal.',
          ],
        ],
      },
    ],
  }),
];
