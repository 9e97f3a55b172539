import { company, country, genre, series, type DemoSeries } from './catalogue-builders';

// INVENTED FOR THE DEMO: these series, their casts, networks and the
// Brenner glassworks and Sankt Korbinian hospital do not exist.
export const familyDramaSeries: DemoSeries[] = [
  series({
    title: 'Glaswald',
    originalTitle: 'Glaswald',
    originalLanguage: 'de',
    status: 'Returning Series',
    inProduction: true,
    plot: 'Seit sieben Generationen bläst die Familie Brenner im Schwarzwald Glas. Als Firmenchef Konrad Brenner einen Schlaganfall erleidet, kehrt seine Tochter Lena aus Berlin zurück, um die Hütte zu retten – gegen den Willen ihres Bruders Matthias, der an einen Investor verkaufen will. Zwischen Glutofen, Tannenwald und alten Familiengeheimnissen ringen die Brenners um ihre Zukunft.',
    rating: 7.8,
    voteCount: 342,
    popularity: 38.6,
    genres: [genre.drama, genre.familie],
    companies: [company('Kanal Südlicht', 'DE')],
    productionCountries: [country.DE],
    cast: [
      ['Johanna Kettenacker', 'Lena Brenner'],
      ['Florian Wehrle', 'Matthias Brenner'],
      ['Gisela Hummel-Rapp', 'Hedwig Brenner'],
      ['Reinhold Faißt', 'Konrad Brenner'],
      ['Theresa Mattmüller', 'Clara Wiesner'],
      ['Noah Bächle', 'Jonas Brenner'],
    ],
    seasons: [
      {
        number: 1,
        premiere: '2023-01-12',
        runtime: 48,
        rating: 7.6,
        votes: 52,
        episodes: [
          [
            'Heimkehr',
            'Nach dem Schlaganfall ihres Vaters kehrt Lena nach zwölf Jahren in den Schwarzwald zurück. In der Glashütte findet sie leere Auftragsbücher und einen Bruder, der längst mit einem Investor verhandelt.',
          ],
          [
            'Der Ofen',
            'Der alte Schmelzofen muss erneuert werden, doch die Bank zögert. Lena setzt auf eine gewagte Idee: eine Kollektion für ein Berliner Designhaus.',
          ],
          [
            'Splitter',
            'Bei einem Unfall in der Hütte wird ein Lehrling verletzt. Matthias gibt Lena die Schuld, und im Dorf beginnt das Gerede.',
          ],
          [
            'Tannenzapfen',
            'Hedwig Brenner feiert ihren achtzigsten Geburtstag, und beim Festessen kommt eine alte Rechnung auf den Tisch.',
          ],
          [
            'Kalte Glut',
            'Lena findet Briefe, nach denen ihr Großvater die Hütte einst unter fragwürdigen Umständen übernommen hat.',
          ],
          [
            'Der erste Schnee',
            'Die Familie stimmt über das Angebot des Investors ab. Konrad bricht sein Schweigen – mit einer überraschenden Bitte.',
          ],
        ],
      },
      {
        number: 2,
        premiere: '2024-01-11',
        runtime: 48,
        rating: 7.8,
        votes: 48,
        episodes: [
          [
            'Neues Feuer',
            'Die Hütte hat ein Jahr Aufschub bekommen. Lena baut einen Werksverkauf auf, während Matthias heimlich eigene Pläne verfolgt.',
          ],
          [
            'Fremde Gäste',
            'Eine Reisegruppe bringt Leben in die Hütte – und eine Frau, die behauptet, mit den Brenners verwandt zu sein.',
          ],
          [
            'Kobaltblau',
            'Lena versucht, ein verlorenes Rezept für blaues Glas nachzuschmelzen. Jonas verliebt sich in die Tochter der Konkurrenz.',
          ],
          [
            'Fasnet',
            'Während der Fasnet fallen im Dorf die Masken – im wörtlichen wie im übertragenen Sinn.',
          ],
          ['Das Testament', 'Konrad setzt ein neues Testament auf, und nur Hedwig weiß, was darin steht.'],
          [
            'Scherben',
            'Ein Brand in der Lagerhalle vernichtet die Frühjahrskollektion. Die Frage, ob es ein Unfall war, lässt niemanden los.',
          ],
        ],
      },
      {
        number: 3,
        premiere: '2025-01-09',
        runtime: 48,
        rating: 7.9,
        votes: 45,
        episodes: [
          [
            'Nach dem Brand',
            'Die Versicherung zahlt nicht, die Polizei ermittelt. Lena und Matthias müssen zum ersten Mal wirklich zusammenarbeiten.',
          ],
          [
            'Der Investor',
            'Der Investor von damals kehrt zurück – mit einem Angebot, das Lena diesmal nicht sofort ablehnen kann.',
          ],
          ['Heimweh', 'Lenas Berliner Ex-Freund taucht im Schwarzwald auf und weckt alte Sehnsüchte.'],
          [
            'Die Schwester',
            'Die fremde Frau ist tatsächlich Konrads Tochter. Hedwig muss sich der Vergangenheit stellen.',
          ],
          [
            'Sturm über dem Feldberg',
            'Ein Wintersturm schneidet die Hütte von der Außenwelt ab, und die Familie sitzt eine Nacht lang fest.',
          ],
          ['Das Erbe', 'Konrad stirbt, und sein Testament stellt die Familie vor eine Zerreißprobe.'],
        ],
      },
      {
        number: 4,
        plot: 'Ein halbes Jahr nach Konrads Tod führen Lena und ihre Halbschwester Clara die Hütte gemeinsam.',
        premiere: '2026-10-15',
        runtime: 48,
        rating: 8.0,
        votes: 40,
        episodes: [
          [
            'Zwei Schwestern',
            'Lena und Clara teilen sich die Leitung der Hütte. Die Harmonie hält genau bis zum ersten Termin bei der Bank.',
          ],
          [
            'Die Ausstellung',
            'Ein Museum in Basel will die Glaskunst der Brenners zeigen. Dafür muss Lena ein Stück aus dem Familientresor freigeben.',
          ],
          ['Schwarze Tannen', 'Hinter der Hütte soll ein Windpark entstehen, und das Dorf spaltet sich.'],
          [
            'Glasperlen',
            'Jonas kehrt aus der Ausbildung zurück und will mit Schmuck aus Glas einen Onlineshop aufziehen.',
          ],
          [
            'Der alte Meister',
            'Der frühere Glasmeister der Brenners kommt aus dem Ruhestand zurück – und bringt ein Geheimnis mit.',
          ],
          [
            'Funkenflug',
            'Zwischen Lena und dem Förster Ben Ketterer knistert es. Clara hat dafür wenig Verständnis.',
          ],
          [
            'Erster Advent',
            'Der Adventsverkauf soll die Jahresbilanz retten, doch ein Lieferant lässt die Brenners im Stich.',
          ],
          [
            'Glasklar',
            'Im Staffelfinale muss Lena entscheiden, ob sie die Hütte für die Familie oder die Familie für die Hütte aufs Spiel setzt.',
          ],
        ],
      },
    ],
  }),
  series({
    title: 'Sankt Korbinian',
    originalTitle: 'Sankt Korbinian',
    originalLanguage: 'de',
    status: 'Ended',
    plot: 'In der Notaufnahme des Münchner Klinikums Sankt Korbinian zählt jede Minute. Die junge Assistenzärztin Sophie Leitner lernt unter dem strengen Oberarzt Dr. Maximilian Huber, dass Medizin mehr ist als die richtige Diagnose – und dass auch Ärzte manchmal Hilfe brauchen.',
    rating: 7.1,
    voteCount: 188,
    popularity: 12.7,
    genres: [genre.drama],
    companies: [company('Kanal Südlicht', 'DE')],
    productionCountries: [country.DE],
    cast: [
      ['Lea Brandstätter', 'Dr. Sophie Leitner'],
      ['Quirin Stadlmayr', 'Dr. Maximilian Huber'],
      ['Nilay Oktaş-Berger', 'Derya Aksoy'],
      ['Wolfram Seidlhuber', 'Prof. Dr. Ludwig Amann'],
      ['Tobias Rainalter', 'Dr. Felix Brandl'],
    ],
    seasons: [
      {
        number: 1,
        premiere: '2020-02-04',
        runtime: 45,
        rating: 7.0,
        votes: 30,
        episodes: [
          [
            'Erster Dienst',
            'Sophies erste Schicht beginnt mit einer Massenkarambolage auf dem Mittleren Ring. Oberarzt Huber hat für Anfängerfehler keine Geduld.',
          ],
          [
            'Föhn',
            'Der Föhn treibt die Patientenzahlen in die Höhe, und ein älterer Herr gibt zu, dass er nicht krank, sondern einsam ist.',
          ],
          [
            'Falscher Alarm',
            'Ein Kind hat einen Magneten verschluckt, und Sophie muss gegen den Willen der Eltern entscheiden.',
          ],
          [
            'Bereitschaft',
            'Eine 36-Stunden-Schicht bringt Sophie an ihre Grenzen. Huber zeigt eine ungeahnte Seite.',
          ],
          [
            'Auf Station',
            'Pflegeleiterin Derya kämpft um mehr Personal, während ein prominenter Patient die Station auf den Kopf stellt.',
          ],
          [
            'Befund',
            'Ein Routinebefund betrifft jemanden aus dem Team, und Sophie muss die Nachricht überbringen.',
          ],
        ],
      },
      {
        number: 2,
        premiere: '2021-02-02',
        runtime: 45,
        rating: 7.2,
        votes: 28,
        episodes: [
          [
            'Neue Regeln',
            'Die Klinikleitung will die Notaufnahme umbauen. Huber und Professor Amann geraten heftig aneinander.',
          ],
          [
            'Isarrettung',
            'Nach einem Badeunfall an der Isar kämpft das Team um das Leben eines Jugendlichen.',
          ],
          [
            'Schweigepflicht',
            'Eine Patientin bittet Sophie, ihre Verletzungen nicht zu melden. Sophie ahnt, dass mehr dahintersteckt.',
          ],
          [
            'Nach Mitternacht',
            'In einer Nacht kommen drei Notfälle, die alle mit demselben Club in Schwabing zu tun haben.',
          ],
          ['Zweite Meinung', 'Felix Brandl stellt gegen den Rat des Oberarztes eine riskante Diagnose.'],
          [
            'Abschied',
            'Professor Amann kündigt seinen Rückzug an, und die Frage der Nachfolge spaltet das Haus.',
          ],
        ],
      },
      {
        number: 3,
        plot: 'Die kurze letzte Staffel: Huber leitet die Notaufnahme, und Sophie steht vor ihrer Facharztprüfung.',
        premiere: '2022-02-01',
        runtime: 45,
        rating: 7.3,
        votes: 27,
        episodes: [
          [
            'Chefsache',
            'Huber übernimmt kommissarisch die Leitung und merkt, wie wenig Zeit ihm für die Patienten bleibt.',
          ],
          [
            'Grenzfall',
            'Ein Patient ohne Krankenversicherung stellt Sophie vor die Frage, wie weit sie für ihn gehen darf.',
          ],
          [
            'Notstrom',
            'Ein Unwetter legt die Stromversorgung lahm, und die Notaufnahme arbeitet mit Notstrom und Taschenlampen.',
          ],
          [
            'Letzte Visite',
            'Sophie besteht ihre Facharztprüfung und muss entscheiden, ob sie Sankt Korbinian verlässt.',
          ],
        ],
      },
    ],
  }),
];
