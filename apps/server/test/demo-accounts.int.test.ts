import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { seedDemoAccounts } from '../src/seed/demo-seed';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const names = async () =>
  (await t.database.db.select({ name: users.username }).from(users)).map((u) => u.name).sort();

describe('demo accounts (public passwords)', () => {
  it('are created in a database without accounts, and not twice', async () => {
    const log: string[] = [];
    expect(await seedDemoAccounts(t.database.db, t.app.services, (m) => log.push(m))).toEqual([
      'admin',
      'demo',
    ]);
    expect(await seedDemoAccounts(t.database.db, t.app.services)).toEqual([]);
    expect(await names()).toEqual(['admin', 'demo']);
    expect(log).toEqual([]);
  });

  it('are never added to a database that holds other accounts (a demo start pointed at a real one)', async () => {
    // A production start's first administrator is called admin too, with its own address.
    await t.app.services.users.createAccount({
      username: 'admin',
      email: 'betreiber@example.org',
      password: 'Ein-Echtes-Passwort-1',
      role: 'ADMIN',
    });
    const log: string[] = [];
    expect(await seedDemoAccounts(t.database.db, t.app.services, (m) => log.push(m))).toEqual([]);
    expect(await names()).toEqual(['admin']);
    expect(log).toEqual(['Demo-Konten werden nicht angelegt: die Datenbank hat bereits andere Benutzer.']);
  });
});
