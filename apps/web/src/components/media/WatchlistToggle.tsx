import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, LoaderCircle } from 'lucide-react';
import type { WatchlistCheck } from '@nzbkino/api-types';
import { buttonClasses } from '../ui/button-styles';
import { useToast } from '../ui/toast/useToast';
import { de } from '../../i18n/de';
import { ApiRequestError } from '../../lib/api-client';
import type { Session } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import {
  addToWatchlist,
  checkWatchlist,
  removeTitleFromWatchlist,
  watchlistKeys,
  type WatchlistKind,
} from './watchlist.api';

const t = de.watchlist;

export interface WatchlistToggleProps {
  kind: WatchlistKind;
  /** The movie's or series' id. */
  id: number;
  /** Named in the toasts. */
  title: string;
}

const NOT_IN: WatchlistCheck = { inWatchlist: false, id: null, notify: null };

/**
 * The server's own text, when its answer carried one (spec 001 §8: "the server
 * message if present"); not the client's stand-in for a proxy page or a lost connection.
 */
function serverMessage(error: unknown): string | null {
  const fromServer =
    error instanceof ApiRequestError && error.code !== undefined && error.code !== 'InvalidResponse';
  return fromServer && error.message ? error.message : null;
}

/** Visitors see the button greyed out with the spec's tooltip; a click says why (spec 001 §5, §8). */
function LoggedOutToggle() {
  const toast = useToast();
  return (
    <button
      type="button"
      aria-disabled="true"
      title={de.common.loginRequired}
      className={buttonClasses('secondary', 'lg')}
      onClick={() => toast.warning(t.loginRequired)}
    >
      <Bookmark className="size-5" aria-hidden="true" />
      {t.add}
    </button>
  );
}

function MemberToggle({ session, kind, id, title }: WatchlistToggleProps & { session: Session }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = watchlistKeys.check(kind, id);
  const status = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => checkWatchlist(session, kind, id, signal),
  });
  const inWatchlist = status.data?.inWatchlist ?? false;

  const toggle = useMutation({
    mutationFn: async (add: boolean): Promise<WatchlistCheck> => {
      if (!add) {
        await removeTitleFromWatchlist(session, kind, id);
        return NOT_IN;
      }
      const { item } = await addToWatchlist(session, kind, id);
      return item
        ? { inWatchlist: true, id: item.id, notify: item.notify }
        : { ...NOT_IN, inWatchlist: true };
    },
    onSuccess: (next, add) => {
      queryClient.setQueryData(key, next);
      toast.success(add ? t.added(title) : t.removed(title));
    },
    onError: (error, add) => {
      toast.error(add ? (serverMessage(error) ?? t.addFailed) : t.removeFailed);
    },
    // The page's list and every other check (the entry's id, its switch) follow.
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
  });

  const busy = status.isPending || toggle.isPending;
  const label = inWatchlist ? t.remove : t.add;
  const Icon = busy ? LoaderCircle : inWatchlist ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      // aria-disabled rather than disabled: the button keeps the focus while it works.
      aria-disabled={busy}
      aria-busy={busy}
      title={label}
      className={buttonClasses(inWatchlist ? 'primary' : 'secondary', 'lg')}
      onClick={() => {
        if (!busy) toggle.mutate(!inWatchlist);
      }}
    >
      <Icon className={busy ? 'size-5 animate-spin' : 'size-5'} aria-hidden="true" />
      {label}
    </button>
  );
}

/**
 * The watchlist button of the movie and series pages: shows whether the title
 * is on the member's watchlist and adds or removes it, with the spec's toasts.
 */
export function WatchlistToggle(props: WatchlistToggleProps) {
  const session = useSession();
  return session ? <MemberToggle session={session} {...props} /> : <LoggedOutToggle />;
}
