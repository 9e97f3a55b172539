import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMessageStatuses } from '@nzbkino/shared';
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
import { ContactMessageItem } from './ContactMessageItem';
import {
  fetchContactMessages,
  MESSAGES_PAGE_SIZE,
  setMessageHandled,
  type MessageQuery,
} from './messages.api';

const t = de.adminMessages;
const emptyTexts = { open: t.emptyOpen, handled: t.emptyHandled, all: t.empty };

function Messages({ session }: { session: Session }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { params, update } = useQueryParams();
  // Open messages first: they are the work; "all" is the explicit choice.
  const status = pickFrom(params.get('status'), ['all', ...contactMessageStatuses], 'open');
  const page = pageFrom(params);
  const query: MessageQuery = { ...(status !== 'all' ? { status } : {}), page, limit: MESSAGES_PAGE_SIZE };
  const { list: messages, goTo } = usePagedList(page, update, adminKeys.messageList(query), ({ signal }) =>
    fetchContactMessages(session, query, signal),
  );
  const mark = useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      setMessageHandled(session, id, handled),
    onSuccess: (message) => {
      toast.success(message.handledAt ? t.markedHandled : t.reopened);
      void queryClient.invalidateQueries({ queryKey: adminKeys.messages });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <div className="space-y-4">
      <SelectField
        label={t.status}
        value={status}
        onChange={(value) => update({ status: value === 'open' ? null : value, page: null })}
        className="sm:w-56"
        options={[
          ...contactMessageStatuses.map((value) => ({ value, label: t.statuses[value] })),
          { value: 'all', label: de.adminCommon.all },
        ]}
      />
      <QueryView query={messages} loading={t.loading} failed={t.loadFailed}>
        {(data) => (
          <PagedResults
            page={data}
            empty={data.messages.length === 0}
            emptyText={emptyTexts[status]}
            count={(total) =>
              status === 'open' ? t.count(total) : `${t.count(total)} · ${t.openCount(data.openCount)}`
            }
            onPageChange={goTo}
          >
            <ul aria-label={de.admin.messages} className="space-y-3">
              {data.messages.map((message) => (
                <ContactMessageItem
                  key={message.id}
                  message={message}
                  busy={mark.isPending}
                  onHandled={(handled) => mark.mutate({ id: message.id, handled })}
                />
              ))}
            </ul>
          </PagedResults>
        )}
      </QueryView>
    </div>
  );
}

/** /admin/messages: what visitors sent through the FAQ's contact form, open ones first, newest first. */
export default function MessagesScreen() {
  return (
    <AdminScreen title={de.admin.messages} intro={t.intro}>
      {(session) => <Messages session={session} />}
    </AdminScreen>
  );
}
