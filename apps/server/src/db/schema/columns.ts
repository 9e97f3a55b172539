import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Postgres full-text vector; always a generated column here, never written by the app. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const UMLAUT_SPELLINGS: [string, string][] = [
  ['ä', 'ae'],
  ['ö', 'oe'],
  ['ü', 'ue'],
  ['ß', 'ss'],
  ['Ä', 'Ae'],
  ['Ö', 'Oe'],
  ['Ü', 'Ue'],
  ['ẞ', 'SS'],
];

/**
 * SQL that spells umlauts out (ä → ae, ß → ss) in `expr`, as release names do,
 * so "müde" and "muede" become one lexeme. `spellOutUmlauts` in lib/text-search.ts
 * does the same to what a visitor types; the two must stay equal.
 */
export function umlautsSpelledOut(expr: string): string {
  return UMLAUT_SPELLINGS.reduce((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, expr);
}

const ACCENTED = 'ÄÖÜÀÁÂÃÅÈÉÊËÌÍÎÏÒÓÔÕÙÚÛÇÑäöüàáâãåèéêëìíîïòóôõùúûçñ';
const BASE_LETTERS = 'aouaaaaaeeeeiiiioooouuucnaouaaaaaeeeeiiiioooouuucn';

/**
 * SQL for a title's German sort key (DIN 5007-1, dictionary order): lower
 * case, umlauts and accented letters as their base letter, ß as ss. Compared
 * byte-wise (`collate "C"`), so PGlite and PostgreSQL sort alike whatever
 * their locale.
 */
export function germanSortKey(expr: string): string {
  return `translate(lower(replace(replace(${expr}, 'ß', 'ss'), 'ẞ', 'ss')), '${ACCENTED}', '${BASE_LETTERS}')`;
}
