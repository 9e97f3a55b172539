const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * Folds a title for matching release names against the catalogue:
 * "Die Büchse der Pandora", "Die.Buechse.der.Pandora" and "die buchse der pandora"
 * all become "die buechse der pandora" or the ae/ue spelling of it. Apostrophes
 * vanish ("Marvel's" → "marvels"), '&' reads as 'and', every other punctuation
 * is a word break, accents are dropped.
 */
export function matchTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => UMLAUTS[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`´]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The folded forms a work can be found under. Release names often spell umlauts
 * without the e ("Buchse"), and German releases of foreign works use either
 * title, so both titles and the plain-vowel spelling are kept.
 */
export function matchTitles(...titles: (string | null | undefined)[]): string[] {
  const forms = new Set<string>();
  for (const title of titles) {
    if (!title) continue;
    const folded = matchTitle(title);
    if (folded) forms.add(folded);
    const plainVowels = matchTitle(title.replace(/[äöü]/gi, (ch) => ch.normalize('NFD')[0] ?? ch));
    if (plainVowels) forms.add(plainVowels);
  }
  return [...forms];
}
