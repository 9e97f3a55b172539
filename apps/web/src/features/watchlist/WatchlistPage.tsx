import { useQuery } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import type { WatchlistItem } from '@nzbkino/api-types';
import { fetchWatchlist, watchlistKeys, type WatchlistKind } from '../../components/media/watchlist.api';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../../lib/useSession';
import { useWatchlistActions } from './useWatchlistActions';
import { WatchlistEntry } from './WatchlistEntry';

const t = de.watchlistPage;
const KINDS: readonly WatchlistKind[] = ['movie', 'series'];

function WatchlistContent({ session }: { session: Session }) {
  const watchlist = useQuery({
    queryKey: watchlistKeys.list,
    queryFn: ({ signal }) => fetchWatchlist(session, signal),
  });
  const { remove, removingId, setNotify } = useWatchlistActions(session);

  if (watchlist.isPending) return <LoadingState label={t.loading} />;
  if (watchlist.isError) {
    return (
      <ErrorState
        message={t.loadFailed}
        onRetry={() => void watchlist.refetch()}
        retrying={watchlist.isFetching}
      />
    );
  }
  const { items, limit } = watchlist.data;
  if (items.length === 0) {
    return (
      <EmptyState title={t.empty} text={t.emptyHint}>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/movies">{t.browseMovies}</ButtonLink>
          <ButtonLink to="/series" variant="secondary">
            {t.browseSeries}
          </ButtonLink>
        </div>
      </EmptyState>
    );
  }
  const byKind = (kind: WatchlistKind): WatchlistItem[] => items.filter((item) => item.kind === kind);
  return (
    <div className="space-y-8">
      <p className="text-sm text-ink-300">{t.count(items.length, limit)}</p>
      {KINDS.map((kind) => {
        const entries = byKind(kind);
        const headingId = `watchlist-${kind}`;
        return (
          <section key={kind} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-3 text-xl font-bold text-white">
              {t.sections[kind]} <span className="font-normal text-ink-400">({entries.length})</span>
            </h2>
            {entries.length === 0 ? (
              <p className="text-sm text-ink-400">{t.sectionEmpty[kind]}</p>
            ) : (
              <ul className="grid gap-3 lg:grid-cols-2">
                {entries.map((item) => (
                  <WatchlistEntry
                    key={item.id}
                    item={item}
                    onNotifyChange={setNotify}
                    onRemove={remove}
                    removing={removingId === item.id}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** /watchlist (login required): 'Merkliste', the movies and series the member follows. */
export default function WatchlistPage() {
  usePageTitle(de.pages.watchlist);
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-white">
          <Bookmark className="size-7 text-brand-400" aria-hidden="true" />
          {de.pages.watchlist}
        </h1>
        <p className="mt-2 text-ink-300">{t.intro}</p>
      </div>
      {session ? <WatchlistContent session={session} /> : null}
    </div>
  );
}
