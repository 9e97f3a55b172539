import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushDeliveries, users } from '../src/db/schema';
import { NotificationPruning } from '../src/modules/notifications/notification-pruning';
import { createTestApp, type TestApp } from './test-app';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('notification retention', () => {
  it('deletes notifications past the retention, read or not, with their pending push, and keeps the rest', async () => {
    const db = t.database.db;
    const [member] = await db
      .insert(users)
      .values({ username: 'alt', email: 'alt@example.org', passwordHash: 'x' })
      .returning({ id: users.id });
    const now = new Date('2026-11-25T12:00:00Z');
    // Oldest first, as they are written: ids grow with time.
    const ages = [120, 91, 90.5, 89, 3, 0];
    const rows = await db
      .insert(notifications)
      .values(
        ages.map((days, i) => ({
          userId: member!.id,
          type: 'system' as const,
          title: `vor ${days} Tagen`,
          read: i % 2 === 0,
          createdAt: new Date(now.getTime() - days * DAY),
        })),
      )
      .returning({ id: notifications.id });
    await db
      .insert(pushDeliveries)
      .values([{ notificationId: rows[1]!.id }, { notificationId: rows[4]!.id }]);

    const pruning = new NotificationPruning(db, 90, t.app.log);
    expect(await pruning.runOnce(now)).toBe(3);
    const left = await db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, member!.id))
      .orderBy(asc(notifications.id));
    expect(left.map((r) => r.title)).toEqual(['vor 89 Tagen', 'vor 3 Tagen', 'vor 0 Tagen']);
    expect((await db.select().from(pushDeliveries)).map((d) => d.notificationId)).toEqual([rows[4]!.id]);
    // Nothing more to do: a second look deletes nothing.
    expect(await pruning.runOnce(now)).toBe(0);
  });

  it('is configured by NOTIFICATION_RETENTION_DAYS (90 days unless set)', async () => {
    const { loadConfig } = await import('../src/config');
    expect(loadConfig({ NODE_ENV: 'test' }).notificationRetentionDays).toBe(90);
    expect(
      loadConfig({ NODE_ENV: 'test', NOTIFICATION_RETENTION_DAYS: '30' }).notificationRetentionDays,
    ).toBe(30);
    expect(() => loadConfig({ NODE_ENV: 'test', NOTIFICATION_RETENTION_DAYS: '0' })).toThrow();
  });
});
