import { reactionTypes, serverMessages, type News, type ReactionType } from '@nzbkino/shared';
import type { NewsRow } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import type { NewsRepository } from './news.repository';

export class NewsService {
  constructor(private readonly repository: NewsRepository) {}

  /** The newest active news with reaction counts; userReacted only for a signed-in user. */
  async current(userId?: number): Promise<News | null> {
    const item = await this.repository.newestActive();
    return item ? this.view(item, userId) : null;
  }

  /**
   * Spec 000 §4: a user holds at most one reaction per news item. The same
   * reaction again changes nothing; another one is refused until the first
   * is taken back. Answers the news item as the user now sees it.
   */
  async react(newsId: number, userId: number, reactionType: ReactionType): Promise<News> {
    const item = await this.active(newsId);
    const held = await this.repository.react(newsId, userId, reactionType);
    if (held !== reactionType) throw new HttpError(409, serverMessages.reactionTaken);
    return this.view(item, userId);
  }

  /** Takes the user's reaction back; without one, nothing changes. */
  async unreact(newsId: number, userId: number): Promise<News> {
    const item = await this.active(newsId);
    await this.repository.unreact(newsId, userId);
    return this.view(item, userId);
  }

  private async active(newsId: number): Promise<NewsRow> {
    const item = await this.repository.activeById(newsId);
    if (!item) throw notFound(serverMessages.newsNotFound);
    return item;
  }

  private async view(item: NewsRow, userId: number | undefined): Promise<News> {
    const [counts, own] = await Promise.all([
      this.repository.reactionCounts(item.id),
      userId === undefined ? Promise.resolve(undefined) : this.repository.reactionOf(item.id, userId),
    ]);
    const byType = new Map(counts.map((c) => [c.reactionType, c.count]));
    const reactions = Object.fromEntries(
      reactionTypes.map((type) => [type, { count: byType.get(type) ?? 0, userReacted: own === type }]),
    ) as Record<ReactionType, { count: number; userReacted: boolean }>;
    return {
      id: item.id,
      title: item.title,
      content: item.content,
      createdAt: item.createdAt.toISOString(),
      updatedAt: item.updatedAt.toISOString(),
      isActive: item.isActive,
      reactions,
    };
  }
}
