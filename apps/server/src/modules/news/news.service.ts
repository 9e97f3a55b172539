import { reactionTypes, type News, type ReactionType } from '@nzbkino/shared';
import type { NewsRepository } from './news.repository';

export class NewsService {
  constructor(private readonly repository: NewsRepository) {}

  /** The newest active news with reaction counts; userReacted only for a signed-in user. */
  async current(userId?: number): Promise<News | null> {
    const item = await this.repository.newestActive();
    if (!item) return null;
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
