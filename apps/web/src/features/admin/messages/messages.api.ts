import type { ContactMessage, Operation, SuccessBody } from '@nzbkino/api-types';
import { api, bodyOf } from '../../../lib/api-client';
import { authHeaders, type Session } from '../../../lib/session';

export type MessageQuery = NonNullable<
  Operation<'/api/admin/contact-messages', 'get'>['parameters']['query']
>;
export type MessagePage = SuccessBody<'/api/admin/contact-messages', 'get'>;
export const MESSAGES_PAGE_SIZE = 25;

/** GET /admin/contact-messages: the contact form's messages, newest first (open, done, or all). */
export function fetchContactMessages(
  session: Session,
  query: MessageQuery,
  signal?: AbortSignal,
): Promise<MessagePage> {
  return bodyOf(
    api.GET('/api/admin/contact-messages', {
      headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' },
      params: { query },
      signal,
    }),
  );
}

/** PUT /admin/contact-messages/{id}: marks a message done, or open again. */
export function setMessageHandled(session: Session, id: number, handled: boolean): Promise<ContactMessage> {
  return bodyOf(
    api.PUT('/api/admin/contact-messages/{id}', {
      headers: authHeaders(session),
      params: { path: { id } },
      body: { handled },
    }),
  );
}
