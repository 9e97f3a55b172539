import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@nzbkino/shared';
import { bearer, tokenFor } from './auth-helpers';
import { PASSWORD } from './download-fixture';
import { createTestApp, type TestApp } from './test-app';

const SMTP_PASSWORD = 'smtp-passwort-streng-geheim';
const TMDB_KEY = 'tmdb-schluessel-streng-geheim';
const NTFY_TOKEN = 'tk_ntfy_streng_geheim_42';

let t: TestApp;
let admin: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'error' }, { logStream: { write: (line) => void lines.push(line) } });
  await t.app.services.users.createAccount({
    username: 'protokoll',
    email: 'protokoll@example.org',
    password: PASSWORD,
    role: 'ADMIN',
  });
  admin = await tokenFor(t.app, 'protokoll', PASSWORD);
}, 60_000);
afterAll(() => t.close());

describe('the error log', () => {
  it('never shows the secrets of a settings save the database refuses, but says what failed', async () => {
    // The database refuses every new settings row, as a full disk or a broken constraint would.
    await t.database.db.execute(
      sql.raw('ALTER TABLE site_settings ADD CONSTRAINT settings_refused CHECK (false) NOT VALID'),
    );
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: bearer(admin),
        payload: {
          tmdb: { apiKey: TMDB_KEY },
          smtp: { host: '127.0.0.1', port: 2525, password: SMTP_PASSWORD },
          ntfy: { token: NTFY_TOKEN },
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe(serverMessages.internal);
    } finally {
      await t.database.db.execute(sql.raw('ALTER TABLE site_settings DROP CONSTRAINT settings_refused'));
    }
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('settings_refused');
    for (const secret of [SMTP_PASSWORD, TMDB_KEY, NTFY_TOKEN]) expect(log).not.toContain(secret);
  });
});
