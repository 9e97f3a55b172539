/**
 * Fields of database errors that carry the values of a statement: drizzle's
 * DrizzleQueryError keeps `params`; PGlite's errors `params` and `queryOptions`;
 * PostgreSQL's `detail` quotes rows and keys ("Failing row contains (…)",
 * "Key (email)=(…)"), `where` bound parameters ("portal parameter $3 = '…'"),
 * `internalQuery` the statement of a function. A settings save carries the SMTP
 * password, the TMDb key and the ntfy token as parameters.
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'queryOptions']);

/** DrizzleQueryError's message ends with "\nparams: <every parameter>". */
const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;

const MAX_DEPTH = 5;

/** An error's message without the statement parameters drizzle appends to it (for console output). */
export const messageWithoutParams = (error: Error): string => error.message.replace(PARAMS_IN_MESSAGE, '');

function withoutValueFields(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !VALUE_FIELDS.has(key)));
}

/**
 * Pino's `err` serializer: type, message, stack and the error's own fields as
 * pino's standard serializer gives them, causes included, but never a
 * statement's parameters (see VALUE_FIELDS). The SQL text with its `$1`
 * placeholders, the SQLSTATE code, table and constraint stay, so the log still
 * says what failed.
 */
export function loggedError(error: unknown, depth = 0): unknown {
  if (error === null || typeof error !== 'object') return error;
  if (!(error instanceof Error)) return withoutValueFields(error);
  const message = messageWithoutParams(error);
  const logged: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
    ...(error.stack ? { stack: error.stack.replace(error.message, message) } : {}),
  };
  for (const [key, value] of Object.entries(withoutValueFields(error))) {
    if (key !== 'cause' && !(key in logged)) logged[key] = value;
  }
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) logged.cause = loggedError(error.cause, depth + 1);
    if (error instanceof AggregateError)
      logged.aggregateErrors = error.errors.map((inner: unknown) => loggedError(inner, depth + 1));
  }
  return logged;
}

/** {@link loggedError} typed as pino's `err` serializer is. */
export const errorSerializer = (error: Error) =>
  loggedError(error) as { type: string; message: string; stack: string; [key: string]: unknown };
