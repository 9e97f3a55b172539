/**
 * Edition vocabulary, including the German words the German scene uses
 * (Kinofassung, Langfassung, Ungekürzt). Single words that are ordinary
 * English ("Cut", "Edition", "Special", "Final") only count inside a phrase.
 */
import { Kind, Weight, tag } from './tags';
import type { TagEntries } from './tags';

const E = Weight.Edition;

function edition(value: string) {
  return tag(Kind.Edition, value, E);
}

export const EDITION_ENTRIES: TagEntries = [
  [
    'extended|extended cut|extended edition|extended version|ext cut|langfassung|lange fassung',
    edition('Extended'),
  ],
  [
    "directors cut|director's cut|directors' cut|director cut|dircut|directorscut|dc|directors edition|director's edition",
    edition('Directors Cut'),
  ],
  ['uncut|ungekuerzt|ungekürzt|ungeschnitten|uncut edition|uncut version', edition('Uncut')],
  ['unrated|unrated cut|unrated edition', edition('Unrated')],
  ['remastered|remaster|remasterd|4k remaster|4k remastered|digitally remastered', edition('Remastered')],
  [
    'theatrical|theatrical cut|theatrical edition|kinofassung|kinoversion|theatrical version',
    edition('Theatrical'),
  ],
  ['imax|imax edition', edition('IMAX')],
  ['special edition|se edition', edition('Special Edition')],
  ['limited|limited edition', edition('Limited')],
  ['criterion|criterion collection', edition('Criterion')],
  ['uncensored', edition('Uncensored')],
  ['final cut', edition('Final Cut')],
  ['ultimate edition|ultimate cut', edition('Ultimate Edition')],
  ["collectors edition|collector's edition|collectors cut", edition('Collectors Edition')],
  [
    'anniversary edition|10th anniversary|20th anniversary|25th anniversary|30th anniversary|40th anniversary|50th anniversary',
    edition('Anniversary Edition'),
  ],
  ['open matte|openmatte', edition('Open Matte')],
  ['restored|restoration', edition('Restored')],
  ['despecialized', edition('Despecialized')],
  ['alternate cut|alternative cut', edition('Alternate Cut')],
  ['rogue cut', edition('Rogue Cut')],
  ['international cut|international version', edition('International Cut')],
  ['fan edit|fanedit', edition('Fan Edit')],
  ['deluxe edition', edition('Deluxe Edition')],
];
