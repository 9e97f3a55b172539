import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@nzbkino/shared';
import { useToast } from '../../components/ui/toast/useToast';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import {
  fetchMailNotifications,
  notificationSettingsKeys,
  saveMailNotifications,
} from './notification-settings.api';
import { SettingsCard } from './SettingsCard';

const t = de.notificationSettings;

/** The release digest by e-mail, at most one per hour. */
export function MailNotificationSettings({ session }: { session: Session }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = useId();
  const settings = useQuery({
    queryKey: notificationSettingsKeys.mail,
    queryFn: ({ signal }) => fetchMailNotifications(session, signal),
  });
  const save = useMutation({
    mutationFn: (enabled: boolean) => saveMailNotifications(session, enabled),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationSettingsKeys.mail, saved);
      toast.success(saved.enabled ? t.mailOn : t.mailOff);
    },
    onError: () => toast.error(t.mailFailed),
  });
  const enabled = save.isPending ? (save.variables ?? false) : (settings.data?.enabled ?? false);

  return (
    <SettingsCard title={t.mailHeading} description={t.mailText}>
      {settings.isError ? (
        <p className="text-sm text-curtain-400">{t.loadFailed}</p>
      ) : !settings.data ? null : (
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="flex items-center gap-3 text-sm text-ink-100">
            <input
              id={id}
              type="checkbox"
              className="size-4 accent-brand-400"
              checked={enabled}
              disabled={save.isPending}
              onChange={(event) => save.mutate(event.target.checked)}
            />
            {t.mailEnabled}
          </label>
          {settings.data.lastDigestAt ? (
            <p className="text-xs text-ink-400">{t.lastDigest(formatDateTime(settings.data.lastDigestAt))}</p>
          ) : null}
        </div>
      )}
    </SettingsCard>
  );
}
