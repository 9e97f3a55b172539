import type { ContactMessageBody } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';

export function sendContactMessage(body: ContactMessageBody) {
  return bodyOf(api.POST('/api/contact', { body }));
}
