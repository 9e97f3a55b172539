import type { MailNotificationSettings, NtfySettings } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { ACCOUNT_QUERY_PREFIX, authHeaders, type Session } from '../../lib/session';

export const notificationSettingsKeys = {
  ntfy: [ACCOUNT_QUERY_PREFIX, 'ntfy-settings'] as const,
  mail: [ACCOUNT_QUERY_PREFIX, 'notification-mail'] as const,
};

export function fetchNtfySettings(session: Session, signal?: AbortSignal): Promise<NtfySettings> {
  return bodyOf(api.GET('/api/users/ntfy/settings', { headers: authHeaders(session), signal }));
}

export function saveNtfySettings(
  session: Session,
  enabled: boolean,
  customTopic: string | null,
): Promise<NtfySettings> {
  return bodyOf(
    api.PUT('/api/users/ntfy/settings', { body: { enabled, customTopic }, headers: authHeaders(session) }),
  );
}

export function sendNtfyTest(session: Session) {
  return bodyOf(api.POST('/api/users/ntfy/test', { headers: authHeaders(session) }));
}

export function fetchMailNotifications(
  session: Session,
  signal?: AbortSignal,
): Promise<MailNotificationSettings> {
  return bodyOf(api.GET('/api/users/notification-mail', { headers: authHeaders(session), signal }));
}

export function saveMailNotifications(session: Session, enabled: boolean): Promise<MailNotificationSettings> {
  return bodyOf(
    api.PUT('/api/users/notification-mail', { body: { enabled }, headers: authHeaders(session) }),
  );
}
