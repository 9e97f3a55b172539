import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { IndexerStatus } from '@nzbkino/api-types';
import { formatDateTime } from '@nzbkino/shared';
import { Button } from '../../../components/ui/Button';
import { useToast } from '../../../components/ui/toast/useToast';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { adminKeys } from '../shared/admin-keys';
import { errorText } from '../shared/admin-ui';
import { AdminScreen } from '../shared/AdminScreen';
import { QueryView } from '../shared/QueryView';
import { GroupsSection } from './GroupsSection';
import { IndexerActivity } from './IndexerActivity';
import { fetchIndexer, INDEXER_POLL_MS, startUpdate } from './indexer.api';
import { ServersSection } from './ServersSection';

const t = de.adminIndexer;

/** The update started by hand: running since when, or how the last one ended. */
function UpdateState({ update }: { update: IndexerStatus['update'] }) {
  const last = update.lastRun;
  if (!update.running && !last) return null;
  return (
    <div
      role="status"
      className="rounded-xl border border-ink-700 bg-ink-900/60 px-4 py-3 text-sm text-ink-200"
    >
      {update.running && update.startedAt ? (
        <p>{t.updateRunningSince(formatDateTime(update.startedAt))}</p>
      ) : last ? (
        <>
          <p>{t.lastRun(formatDateTime(last.finishedAt), last.headers, last.releases)}</p>
          {last.error ? <p className="mt-1 text-red-200">{t.lastRunError(last.error)}</p> : null}
        </>
      ) : null}
    </div>
  );
}

function Indexer({ session }: { session: Session }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  // Polled while the page is visible (TanStack Query pauses the interval in a hidden tab).
  const status = useQuery({
    queryKey: adminKeys.indexer,
    queryFn: ({ signal }) => fetchIndexer(session, signal),
    refetchInterval: INDEXER_POLL_MS,
  });
  const update = useMutation({
    mutationFn: () => startUpdate(session),
    onSuccess: ({ message }) => {
      toast.info(message);
      void queryClient.invalidateQueries({ queryKey: adminKeys.indexer });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const running = status.data?.update.running ?? false;
  const wasRunning = useRef(running);
  useEffect(() => {
    const last = status.data?.update.lastRun;
    if (wasRunning.current && !running && last) {
      if (last.error) toast.error(t.lastRunError(last.error));
      else toast.success(t.updateFinished(last.headers, last.releases));
    }
    wasRunning.current = running;
  }, [running, status.data, toast]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={update.isPending || running} onClick={() => update.mutate()}>
          <RefreshCw className={`size-4 ${running ? 'animate-spin' : ''}`} aria-hidden="true" />
          {running ? t.updating : t.updateNow}
        </Button>
      </div>
      <QueryView query={status} loading={t.loading} failed={t.loadFailed}>
        {(data) => (
          <div className="space-y-6">
            <UpdateState update={data.update} />
            <ServersSection session={session} servers={data.servers} />
            <GroupsSection session={session} groups={data.groups} />
            <IndexerActivity open={data.open} errors={data.errors} />
          </div>
        )}
      </QueryView>
    </div>
  );
}

/** /admin/indexer: news servers, newsgroups and the live state of the usenet header indexer. */
export default function IndexerScreen() {
  return (
    <AdminScreen title={de.admin.indexer} intro={t.intro}>
      {(session) => <Indexer session={session} />}
    </AdminScreen>
  );
}
