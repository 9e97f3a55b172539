import { z } from 'zod';
import { reactionTypes } from '../values';

export const reactionTypeSchema = z.enum(reactionTypes);
export type ReactionType = z.infer<typeof reactionTypeSchema>;

export const reactionSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  userReacted: z.boolean(),
});

/** A news item with its reactions keyed by reaction type (spec 000 §3). */
export const newsSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    isActive: z.boolean(),
    reactions: z.record(reactionTypeSchema, reactionSummarySchema),
  })
  .meta({ id: 'News' });
export type News = z.infer<typeof newsSchema>;

/** Body of `POST /news/{id}/reaction`. */
export const newsReactionBodySchema = z.object({ reactionType: reactionTypeSchema }).strict();
export type NewsReactionBody = z.infer<typeof newsReactionBodySchema>;
