import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { users } from '../src/db/schema';
import { rowsOf } from '../src/db/user-lock';
import { ApiUsageRepository } from '../src/modules/newznab/api/api-usage.repository';
import { createTestDatabase } from './test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const HOUR = 3600_000;

describe('API request counter', () => {
  it('counts concurrent requests exactly, and its asynchronous commit stays with its own statement', async () => {
    const [member] = await database.db
      .insert(users)
      .values({ username: 'zaehler', email: 'zaehler@example.org', passwordHash: 'x' })
      .returning({ id: users.id });
    const usage = new ApiUsageRepository(database.db);
    const hour = new Date(Math.floor(Date.now() / HOUR) * HOUR);
    const windowStart = new Date(hour.getTime() - 24 * HOUR);
    const counts = await Promise.all(
      Array.from({ length: 50 }, () => usage.bump(member!.id, hour, windowStart)),
    );
    // Every request got its own number: none lost, none twice.
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await usage.usage(member!.id, windowStart)).toMatchObject({ count: 50 });
    // Every connection of the pool that ran a count commits synchronously again:
    // a grab or an account change after it on the same connection must not lose durability.
    const settings = await Promise.all(
      Array.from({ length: 30 }, async () =>
        rowsOf<{ mode: string }>(
          await database.db.execute(
            sql`select current_setting('synchronous_commit') as mode, pg_sleep(0.01)`,
          ),
        ),
      ),
    );
    expect(new Set(settings.map(([row]) => row!.mode))).toEqual(new Set(['on']));
  });
});
