import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedError } from './logged-error';

const SECRET = 'streng-geheim-123';

/** What PostgreSQL (pg) answers for a refused row: the row's values in detail and where. */
function postgresError() {
  return Object.assign(new Error('new row for relation "site_settings" violates check constraint "c"'), {
    severity: 'ERROR',
    code: '23514',
    detail: `Failing row contains (smtp, {"password": "${SECRET}"}, 1).`,
    where: `unnamed portal parameter $2 = '{"password":"${SECRET}"}'`,
    internalQuery: `select '${SECRET}'`,
    table: 'site_settings',
    constraint: 'c',
  });
}

describe('loggedError', () => {
  it('keeps what failed and drops every statement value, in the error and its causes', () => {
    const pglite = Object.assign(postgresError(), { params: [SECRET], queryOptions: { x: SECRET } });
    for (const cause of [postgresError(), pglite]) {
      const error = new DrizzleQueryError(
        'insert into "site_settings" values ($1, $2)',
        ['smtp', SECRET],
        cause,
      );
      const logged = loggedError(error) as Record<string, unknown>;
      expect(JSON.stringify(logged)).not.toContain(SECRET);
      expect(logged).toMatchObject({
        type: 'DrizzleQueryError',
        message: 'Failed query: insert into "site_settings" values ($1, $2)',
        query: 'insert into "site_settings" values ($1, $2)',
        cause: { code: '23514', table: 'site_settings', constraint: 'c', severity: 'ERROR' },
      });
      expect(String(logged.stack)).toMatch(
        /^Error: Failed query: insert into "site_settings" values \(\$1, \$2\)\n {4}at /,
      );
    }
  });

  it('passes other errors on as pino does, and values that are no errors as they are', () => {
    const error = Object.assign(new TypeError('kaputt', { cause: new Error('darunter') }), { code: 'E_X' });
    expect(loggedError(error)).toMatchObject({
      type: 'TypeError',
      message: 'kaputt',
      code: 'E_X',
      cause: { type: 'Error', message: 'darunter' },
    });
    expect(loggedError('Text')).toBe('Text');
    expect(loggedError({ message: 'm', detail: SECRET })).toEqual({ message: 'm' });
  });
});
