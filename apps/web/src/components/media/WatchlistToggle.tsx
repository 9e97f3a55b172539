import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useToast } from '../ui/toast/useToast';
import { ApiRequestError } from '../../lib/api-client';
import { buttonClasses } from '../ui/button-styles';
import { de } from '../../i18n/de';
import { useSession } from '../../lib/useSession';
import { changeWatchlist, fetchInWatchlist, type WatchlistKind } from './watchlist.api';

export interface WatchlistToggleProps {
  kind: WatchlistKind;
  id: number;
  title: string;
}

/** Adds to or removes from the watchlist; for visitors it looks disabled and explains why. */
export function WatchlistToggle({ kind, id, title }: WatchlistToggleProps) {
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const queryKey = ['watchlist', 'check', kind, id, session?.user.id ?? null];
  const status = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchInWatchlist(session!, kind, id, signal),
    enabled: session !== null,
  });
  const inWatchlist = status.data === true;

  const mutation = useMutation({
    mutationFn: (add: boolean) => changeWatchlist(session!, kind, id, add),
    onSuccess: (ok, add) => {
      if (!ok) {
        toast.error(add ? de.watchlist.addFailed : de.watchlist.removeFailed);
        return;
      }
      queryClient.setQueryData(queryKey, add);
      toast.success(add ? de.watchlist.added(title) : de.watchlist.removed(title));
    },
    onError: (error, add) => {
      const message = add && error instanceof ApiRequestError && error.code ? error.message : null;
      toast.error(message ?? (add ? de.watchlist.addFailed : de.watchlist.removeFailed));
    },
  });

  const label = inWatchlist ? de.watchlist.remove : de.watchlist.add;
  const Icon = inWatchlist ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={session ? inWatchlist : undefined}
      aria-disabled={session ? undefined : true}
      title={session ? label : de.common.loginRequired}
      disabled={mutation.isPending}
      onClick={() => {
        if (!session) toast.warning(de.watchlist.loginRequired);
        else mutation.mutate(!inWatchlist);
      }}
      className={buttonClasses('secondary', 'lg')}
    >
      <Icon className={`size-5 ${inWatchlist ? 'text-brand-400' : ''}`} aria-hidden="true" />
      {label}
    </button>
  );
}
