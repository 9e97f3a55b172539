import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteSettings, type SiteSettingRow } from '../../db/schema';

/** The rows of site_settings; what they mean is the SiteSettings provider's business. */
export class SettingsRepository {
  constructor(private readonly db: Database) {}

  all(): Promise<SiteSettingRow[]> {
    return this.db.select().from(siteSettings);
  }

  async upsert(rows: { key: string; value: unknown }[], updatedBy: number | null): Promise<void> {
    if (rows.length === 0) return;
    const now = new Date();
    await this.db
      .insert(siteSettings)
      .values(rows.map((row) => ({ key: row.key, value: row.value, updatedBy, updatedAt: now })))
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: {
          value: sql`excluded.value`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}
