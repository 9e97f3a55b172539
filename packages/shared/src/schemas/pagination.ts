import { z } from 'zod';

/**
 * A number in a path or query string, written in decimal only. `z.coerce.number()`
 * alone reads `Number(text)`, which takes `0x10`, `0b1`, `1e1`, ` 5` and an empty text as
 * numbers too: such a text becomes NaN here, refused with the schema's own
 * "muss eine Zahl sein". A sign and a fraction stay, so `-3` and `2.5` keep
 * their more precise messages. The API document still shows the number.
 * Wrap every `z.coerce.number()` of a path or query with it, a default inside
 * (outside, the API document would lose it).
 */
const DECIMAL = /^-?\d+(\.\d+)?$/;
export const decimalOnly = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && !DECIMAL.test(value) ? Number.NaN : value), schema);

/**
 * Query parameters arrive as strings. Bad values get a 400 with a German message
 * naming the parameter; an empty value (`?genre=`) counts as absent, because the
 * server drops empty query parameters before validation.
 */
export const pageParam = decimalOnly(
  z.coerce
    .number({ message: 'page muss eine Zahl sein' })
    .int('page muss eine ganze Zahl sein')
    .min(1, 'page beginnt bei 1')
    .max(100_000, 'page ist zu groß (höchstens 100000)')
    .default(1),
);

/** limit is clamped to the documented maximum instead of refused, as clients ask for "all" (limit=10000). */
export const limitParam = (defaultSize: number, max: number) =>
  decimalOnly(
    z.coerce
      .number({ message: 'limit muss eine Zahl sein' })
      .int('limit muss eine ganze Zahl sein')
      .min(1, 'limit muss mindestens 1 sein')
      .default(defaultSize),
  ).transform((n) => Math.min(n, max));

/** Free-text search: trimmed, at most 200 characters; a blank term means no search. */
export const searchParam = z
  .string({ message: 'search muss ein einzelner Text sein' })
  .max(200, 'Suchbegriff ist zu lang (höchstens 200 Zeichen)')
  .transform((s) => s.trim())
  .optional();

/** A positive numeric id in the query string (episodeId, movieId …). */
export const idQueryParam = (name: string) =>
  decimalOnly(
    z.coerce
      .number({ message: `${name} muss eine Zahl sein` })
      .int(`${name} muss eine ganze Zahl sein`)
      .positive(`${name} muss größer als 0 sein`)
      .max(2_147_483_647, `${name} ist zu groß`),
  ).optional();

/** A bounded non-negative number in the query string (parsedSeason, parsedEpisode). */
export const countQueryParam = (name: string, max: number) =>
  decimalOnly(
    z.coerce
      .number({ message: `${name} muss eine Zahl sein` })
      .int(`${name} muss eine ganze Zahl sein`)
      .min(0, `${name} darf nicht negativ sein`)
      .max(max, `${name} ist zu groß (höchstens ${max})`),
  ).optional();

/** A numeric id in the path; slug-or-id paths use {@link slugOrIdParam} instead. */
export const idPathParam = decimalOnly(
  z.coerce
    .number({ message: 'id muss eine Zahl sein' })
    .int('id muss eine ganze Zahl sein')
    .positive('id muss größer als 0 sein')
    .max(2_147_483_647, 'id ist zu groß'),
);

/** `/movies/{slugOrId}`: a slug (`metropolis-1927`) or a numeric id (spec 001 §2.2). */
export const slugOrIdParam = z
  .string({ message: 'Slug oder ID erforderlich' })
  .min(1, 'Slug oder ID erforderlich')
  .max(200, 'Slug oder ID ist zu lang');

/** The pagination block of movie and series lists (spec 001 §3). */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** True when total is a planner estimate (huge result sets). */
  estimated: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{id}` in the path of a route about one numbered thing. */
export const idParamsSchema = z.object({ id: idPathParam });
