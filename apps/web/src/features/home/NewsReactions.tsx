import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatCount } from '@nzbkino/shared';
import type { News, ReactionType } from '@nzbkino/api-types';
import { useToast } from '../../components/ui/toast/useToast';
import { de } from '../../i18n/de';
import { useSession } from '../../lib/useSession';
import { setNewsReaction } from './home.api';

const EMOJI: Readonly<Record<ReactionType, string>> = {
  thumbs_up: '👍',
  applause: '👏',
  heart: '❤️',
  fire: '🔥',
  laugh: '😂',
};

// The order of spec 000 §3. Kept here rather than imported: the shared list sits
// next to its zod schema, which must stay out of the home page's download.
const REACTIONS = Object.keys(EMOJI) as ReactionType[];

/**
 * Reactions of spec 000 §4: one per user; once chosen the others are disabled and
 * a click on it takes it back. Visitors see the counts and a sign-in hint.
 */
export function NewsReactions({ news }: { news: News }) {
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const reactions = news.reactions ?? {};
  const mine = REACTIONS.find((type) => reactions[type]?.userReacted) ?? null;

  const mutation = useMutation({
    mutationFn: (reaction: ReactionType | null) => setNewsReaction(session!, news.id, reaction),
    onError: () => toast.error(de.news.reactionError),
    // The news is reloaded after every change (spec 000 §4).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['home', 'news'] }),
  });

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label={de.news.reactions}>
      {REACTIONS.map((type) => {
        const count = reactions[type]?.count ?? 0;
        const active = mine === type;
        const disabled = !session || mutation.isPending || (mine !== null && !active);
        return (
          <button
            key={type}
            type="button"
            disabled={disabled}
            aria-pressed={active}
            aria-label={de.news.reactionLabel(de.news.reactionNames[type], count)}
            title={de.news.reactionNames[type]}
            onClick={() => mutation.mutate(active ? null : type)}
            className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors disabled:cursor-not-allowed ${
              active
                ? 'border-brand-400 bg-brand-400/15 text-brand-200'
                : 'border-ink-600 bg-ink-800 text-ink-100 enabled:hover:border-ink-400 disabled:opacity-60'
            }`}
          >
            <span aria-hidden="true">{EMOJI[type]}</span>
            <span aria-hidden="true" className="tabular-nums">
              {formatCount(count)}
            </span>
          </button>
        );
      })}
      {session ? null : (
        <p className="text-sm text-ink-300">
          <Link to="/auth/signin" className="font-semibold text-brand-300 hover:underline">
            {de.news.loginLink}
          </Link>{' '}
          {de.news.loginHint}
        </p>
      )}
    </div>
  );
}
