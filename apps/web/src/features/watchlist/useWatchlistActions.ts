import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Watchlist, WatchlistItem } from '@nzbkino/api-types';
import {
  removeWatchlistEntry,
  setWatchlistNotify,
  watchlistKeys,
} from '../../components/media/watchlist.api';
import { useToast } from '../../components/ui/toast/useToast';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';

const t = de.watchlistPage;

/** Remove and the notification switch of the watchlist page, with their toasts. */
export function useWatchlistActions(session: Session) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [removingId, setRemovingId] = useState<number | null>(null);

  const patchEntry = (entryId: number, patch: (item: WatchlistItem) => WatchlistItem | null) =>
    queryClient.setQueryData<Watchlist>(watchlistKeys.list, (list) =>
      list
        ? {
            ...list,
            items: list.items.flatMap((item) => {
              if (item.id !== entryId) return [item];
              const next = patch(item);
              return next ? [next] : [];
            }),
          }
        : list,
    );
  const checksStale = () => queryClient.invalidateQueries({ queryKey: [...watchlistKeys.all, 'check'] });

  const remove = useMutation({
    mutationFn: (item: WatchlistItem) => {
      setRemovingId(item.id);
      return removeWatchlistEntry(session, item.id);
    },
    onSuccess: (_change, item) => {
      patchEntry(item.id, () => null);
      toast.success(de.watchlist.removed(item.title));
    },
    onError: () => toast.error(de.watchlist.removeFailed),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: watchlistKeys.all });
      setRemovingId(null);
    },
  });

  // Switched at once on screen; a failure switches it back.
  const notify = useMutation({
    mutationFn: ({ item, enabled }: { item: WatchlistItem; enabled: boolean }) =>
      setWatchlistNotify(session, item.id, enabled),
    onMutate: ({ item, enabled }) => patchEntry(item.id, (entry) => ({ ...entry, notify: enabled })),
    onSuccess: (answer, { item }) => {
      patchEntry(item.id, (entry) => ({ ...entry, notify: answer.notify }));
      toast.success(answer.notify ? t.notifyOn(item.title) : t.notifyOff(item.title));
    },
    onError: (_error, { item, enabled }) => {
      patchEntry(item.id, (entry) => ({ ...entry, notify: !enabled }));
      toast.error(t.notifyFailed);
    },
    onSettled: checksStale,
  });

  return {
    remove: (item: WatchlistItem) => remove.mutate(item),
    removingId,
    setNotify: (item: WatchlistItem, enabled: boolean) => notify.mutate({ item, enabled }),
  };
}
