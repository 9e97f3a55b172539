import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { indexerServers } from '../../../db/schema';

export type IndexerServerRow = typeof indexerServers.$inferSelect;
export type NewIndexerServer = Omit<typeof indexerServers.$inferInsert, 'id' | 'createdAt'>;

export class IndexerServersRepository {
  constructor(private readonly db: Database) {}

  list(): Promise<IndexerServerRow[]> {
    return this.db
      .select()
      .from(indexerServers)
      .orderBy(asc(indexerServers.priority), asc(indexerServers.id));
  }

  async byId(id: number): Promise<IndexerServerRow | null> {
    const [row] = await this.db.select().from(indexerServers).where(eq(indexerServers.id, id));
    return row ?? null;
  }

  async add(server: NewIndexerServer): Promise<IndexerServerRow> {
    const [row] = await this.db.insert(indexerServers).values(server).returning();
    return row!;
  }

  /** Changes the given fields; a password left out stays as stored. */
  async update(id: number, changes: Partial<NewIndexerServer>): Promise<IndexerServerRow | null> {
    if (Object.keys(changes).length === 0) {
      const [row] = await this.db.select().from(indexerServers).where(eq(indexerServers.id, id));
      return row ?? null;
    }
    const [row] = await this.db
      .update(indexerServers)
      .set(changes)
      .where(eq(indexerServers.id, id))
      .returning();
    return row ?? null;
  }

  async remove(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(indexerServers)
      .where(eq(indexerServers.id, id))
      .returning({ id: indexerServers.id });
    return rows.length > 0;
  }
}
