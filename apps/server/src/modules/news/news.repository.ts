import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ReactionType } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { news, newsReactions, type NewsRow } from '../../db/schema';

export type NewNews = typeof news.$inferInsert;

export class NewsRepository {
  constructor(private readonly db: Database) {}

  async newestActive(): Promise<NewsRow | undefined> {
    const [row] = await this.db
      .select()
      .from(news)
      .where(eq(news.isActive, true))
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(1);
    return row;
  }

  async activeById(newsId: number): Promise<NewsRow | undefined> {
    const [row] = await this.db
      .select()
      .from(news)
      .where(and(eq(news.id, newsId), eq(news.isActive, true)));
    return row;
  }

  reactionCounts(newsId: number): Promise<{ reactionType: ReactionType; count: number }[]> {
    return this.db
      .select({ reactionType: newsReactions.reactionType, count: count() })
      .from(newsReactions)
      .where(eq(newsReactions.newsId, newsId))
      .groupBy(newsReactions.reactionType);
  }

  async reactionOf(newsId: number, userId: number): Promise<ReactionType | undefined> {
    const [row] = await this.db
      .select({ reactionType: newsReactions.reactionType })
      .from(newsReactions)
      .where(and(eq(newsReactions.newsId, newsId), eq(newsReactions.userId, userId)));
    return row?.reactionType;
  }

  /**
   * Records the user's reaction unless they hold one already (the primary key
   * allows one per user and news item, also against concurrent requests).
   * Answers the reaction the user holds afterwards.
   */
  async react(newsId: number, userId: number, reactionType: ReactionType): Promise<ReactionType> {
    const [inserted] = await this.db
      .insert(newsReactions)
      .values({ newsId, userId, reactionType })
      .onConflictDoNothing()
      .returning({ reactionType: newsReactions.reactionType });
    return inserted?.reactionType ?? (await this.reactionOf(newsId, userId)) ?? reactionType;
  }

  async unreact(newsId: number, userId: number): Promise<void> {
    await this.db
      .delete(newsReactions)
      .where(and(eq(newsReactions.newsId, newsId), eq(newsReactions.userId, userId)));
  }

  async insert(item: NewNews): Promise<NewsRow> {
    const [row] = await this.db.insert(news).values(item).returning();
    if (!row) throw new Error('news insert returned no row');
    return row;
  }

  /** All news, newest first, with the number of reactions each has (the admin list). */
  page(limit: number, offset: number): Promise<(NewsRow & { reactions: number })[]> {
    return this.db
      .select({
        ...getTableColumns(news),
        reactions: sql<number>`(select count(*) from news_reactions r where r.news_id = ${news.id})`.mapWith(
          Number,
        ),
      })
      .from(news)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(limit)
      .offset(offset);
  }

  async byId(id: number): Promise<(NewsRow & { reactions: number }) | undefined> {
    const [row] = await this.db
      .select({
        ...getTableColumns(news),
        reactions: sql<number>`(select count(*) from news_reactions r where r.news_id = ${news.id})`.mapWith(
          Number,
        ),
      })
      .from(news)
      .where(eq(news.id, id));
    return row;
  }

  async update(
    id: number,
    fields: Partial<Pick<NewNews, 'title' | 'content' | 'isActive'>>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(news)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(news.id, id))
      .returning({ id: news.id });
    return rows.length > 0;
  }

  async delete(id: number): Promise<NewsRow | undefined> {
    const [row] = await this.db.delete(news).where(eq(news.id, id)).returning();
    return row;
  }

  async countAll(): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(news);
    return row?.value ?? 0;
  }
}
