import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TitleRequest } from '@nzbkino/api-types';
import { titleRequestStatuses } from '@nzbkino/shared';
import { SelectField } from '../../../components/ui/SelectField';
import { useToast } from '../../../components/ui/toast/useToast';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { pageFrom, pickFrom, useQueryParams } from '../../../lib/useQueryParams';
import { adminKeys } from '../shared/admin-keys';
import { errorText } from '../shared/admin-ui';
import { AdminScreen } from '../shared/AdminScreen';
import { PagedResults } from '../shared/PagedResults';
import { QueryView } from '../shared/QueryView';
import { usePagedList } from '../shared/usePagedList';
import { FulfilDialog } from './FulfilDialog';
import { RejectDialog } from './RejectDialog';
import { RequestItem } from './RequestItem';
import {
  fetchRequests,
  REQUEST_PAGE_SIZE,
  resolveRequest,
  type RequestQuery,
  type ResolveBody,
} from './requests.api';

const t = de.adminRequests;

function Requests({ session }: { session: Session }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { params, update } = useQueryParams();
  // Open requests first: they are the work; "all" is the explicit choice.
  const status = pickFrom(params.get('status'), ['all', ...titleRequestStatuses], 'open');
  const page = pageFrom(params);
  const query: RequestQuery = { ...(status !== 'all' ? { status } : {}), page, limit: REQUEST_PAGE_SIZE };
  const { list: requests, goTo } = usePagedList(page, update, adminKeys.requestList(query), ({ signal }) =>
    fetchRequests(session, query, signal),
  );
  const [rejecting, setRejecting] = useState<TitleRequest | null>(null);
  const [fulfilling, setFulfilling] = useState<TitleRequest | null>(null);

  const resolve = useMutation({
    mutationFn: ({ request, body }: { request: TitleRequest; body: ResolveBody }) =>
      resolveRequest(session, request.id, body),
    onSuccess: (request) => {
      const text =
        request.status === 'fulfilled'
          ? t.fulfilled
          : request.status === 'rejected'
            ? t.rejected
            : t.reopened;
      toast.success(text(request.title));
      setRejecting(null);
      setFulfilling(null);
      void queryClient.invalidateQueries({ queryKey: adminKeys.requests });
    },
    onError: (error) => toast.error(errorText(error)),
  });

  return (
    <div className="space-y-4">
      <SelectField
        label={t.status}
        value={status}
        onChange={(value) => update({ status: value === 'open' ? null : value })}
        className="sm:w-56"
        options={[
          ...titleRequestStatuses.map((value) => ({ value, label: t.statuses[value] })),
          { value: 'all', label: de.adminCommon.all },
        ]}
      />
      <QueryView query={requests} loading={t.loading} failed={t.loadFailed}>
        {(data) => (
          <PagedResults
            page={data}
            empty={data.requests.length === 0}
            emptyText={t.empty}
            count={t.count}
            onPageChange={goTo}
          >
            <ul aria-label={de.adminCommon.requests} className="space-y-3">
              {data.requests.map((request) => (
                <RequestItem
                  key={request.id}
                  request={request}
                  busy={resolve.isPending}
                  onFulfil={() => setFulfilling(request)}
                  onReject={() => setRejecting(request)}
                  onReopen={() => resolve.mutate({ request, body: { status: 'open' } })}
                />
              ))}
            </ul>
          </PagedResults>
        )}
      </QueryView>
      {fulfilling ? (
        <FulfilDialog
          request={fulfilling}
          onClose={() => setFulfilling(null)}
          onFulfil={(releaseId) =>
            resolve.mutate({
              request: fulfilling,
              body: releaseId === undefined ? { status: 'fulfilled' } : { status: 'fulfilled', releaseId },
            })
          }
        />
      ) : null}
      {rejecting ? (
        <RejectDialog
          request={rejecting}
          onClose={() => setRejecting(null)}
          onReject={(reason) => resolve.mutate({ request: rejecting, body: { status: 'rejected', reason } })}
        />
      ) : null}
    </div>
  );
}

/** /admin/requests: the members' requests, to fulfil or reject. */
export default function RequestsScreen() {
  return (
    <AdminScreen title={de.adminCommon.requests} intro={t.intro}>
      {(session) => <Requests session={session} />}
    </AdminScreen>
  );
}
