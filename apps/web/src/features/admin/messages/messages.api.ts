import type { ContactMessageList } from '@nzbkino/api-types';
import { api, bodyOf } from '../../../lib/api-client';
import { authHeaders, type Session } from '../../../lib/session';

export const MESSAGES_PAGE_SIZE = 25;

/** GET /admin/contact-messages: the contact form's messages, newest first. */
export function fetchContactMessages(
  session: Session,
  page: number,
  signal?: AbortSignal,
): Promise<ContactMessageList> {
  return bodyOf(
    api.GET('/api/admin/contact-messages', {
      headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' },
      params: { query: { page, limit: MESSAGES_PAGE_SIZE } },
      signal,
    }),
  );
}
