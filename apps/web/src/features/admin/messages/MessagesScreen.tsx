import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { pageFrom, useQueryParams } from '../../../lib/useQueryParams';
import { adminKeys } from '../shared/admin-keys';
import { AdminScreen } from '../shared/AdminScreen';
import { PagedResults } from '../shared/PagedResults';
import { QueryView } from '../shared/QueryView';
import { usePagedList } from '../shared/usePagedList';
import { ContactMessageItem } from './ContactMessageItem';
import { fetchContactMessages } from './messages.api';

const t = de.adminMessages;

function Messages({ session }: { session: Session }) {
  const { params, update } = useQueryParams();
  const page = pageFrom(params);
  const { list: messages, goTo } = usePagedList(page, update, adminKeys.messageList(page), ({ signal }) =>
    fetchContactMessages(session, page, signal),
  );
  return (
    <QueryView query={messages} loading={t.loading} failed={t.loadFailed}>
      {(data) => (
        <PagedResults
          page={data}
          empty={data.messages.length === 0}
          emptyText={t.empty}
          count={t.count}
          onPageChange={goTo}
        >
          <ul aria-label={de.admin.messages} className="space-y-3">
            {data.messages.map((message) => (
              <ContactMessageItem key={message.id} message={message} />
            ))}
          </ul>
        </PagedResults>
      )}
    </QueryView>
  );
}

/** /admin/messages: what visitors sent through the FAQ's contact form, newest first. */
export default function MessagesScreen() {
  return (
    <AdminScreen title={de.admin.messages} intro={t.intro}>
      {(session) => <Messages session={session} />}
    </AdminScreen>
  );
}
