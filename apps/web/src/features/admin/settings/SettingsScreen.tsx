import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '@nzbkino/api-types';
import { formatDateTime } from '@nzbkino/shared';
import { Button } from '../../../components/ui/Button';
import { useToast } from '../../../components/ui/toast/useToast';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { adminKeys } from '../shared/admin-keys';
import { errorText } from '../shared/admin-ui';
import { AdminScreen } from '../shared/AdminScreen';
import { QueryView } from '../shared/QueryView';
import { apiRoles, downloadRoles, draftOf, updateOf, type SettingsDraft } from './settings-draft';
import { Group, NumberInput, SecretInput, TextInput, Toggle } from './SettingsFields';
import { fetchSettings, saveSettings } from './settings.api';

const t = de.adminSettings;
const roles = de.adminCommon.roles;

function SettingsForm({ session, settings }: { session: Session; settings: AdminSettings }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<SettingsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const changed = (...groups: string[]) => {
    const times = groups
      .map((group) => settings.updatedAt[group])
      .filter((time): time is string => Boolean(time));
    return times.length ? formatDateTime(times.sort().at(-1)!) : null;
  };
  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveSettings>[1]) => saveSettings(session, body),
    onSuccess: (next) => {
      toast.success(t.saved);
      queryClient.setQueryData(adminKeys.settings, next);
      setDraft(draftOf(next));
    },
    onError: (failure) => toast.error(errorText(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = updateOf(draft);
    if ('error' in result) return setError(result.error);
    setError(null);
    save.mutate(result.body);
  };
  const { smtp, ntfy } = draft;

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <Group title={t.general} changedAt={changed('siteName', 'registrationOpen', 'requestOpenLimit')}>
        <TextInput label={t.siteName} value={draft.siteName} onChange={(siteName) => set({ siteName })} />
        <NumberInput
          label={t.requestOpenLimit}
          value={draft.requestOpenLimit}
          onChange={(requestOpenLimit) => set({ requestOpenLimit })}
        />
        <Toggle
          label={t.registrationOpen}
          checked={draft.registrationOpen}
          onChange={(registrationOpen) => set({ registrationOpen })}
        />
      </Group>
      <Group title={t.downloadLimits} hint={t.limitsHint} changedAt={changed('downloadLimits')}>
        {downloadRoles.map((role) => (
          <NumberInput
            key={role}
            label={`${t.downloadLimits}: ${roles[role]}`}
            placeholder={de.adminCommon.unlimited}
            value={draft.downloadLimits[role]}
            onChange={(value) => set({ downloadLimits: { ...draft.downloadLimits, [role]: value } })}
          />
        ))}
      </Group>
      <Group title={t.apiLimits} changedAt={changed('apiLimits')}>
        {apiRoles.map((role) => (
          <NumberInput
            key={role}
            label={`${t.apiLimits}: ${roles[role]}`}
            placeholder={de.adminCommon.unlimited}
            value={draft.apiLimits[role]}
            onChange={(value) => set({ apiLimits: { ...draft.apiLimits, [role]: value } })}
          />
        ))}
      </Group>
      <Group title={t.tmdb} changedAt={changed('tmdb')}>
        <SecretInput
          label={t.tmdbKey}
          masked={settings.tmdb.apiKey}
          draft={draft.tmdbKey}
          onChange={(tmdbKey) => set({ tmdbKey })}
        />
      </Group>
      <Group title={t.smtp} hint={t.smtpHint} changedAt={changed('smtp')}>
        <TextInput
          label={t.smtpHost}
          value={smtp.host}
          onChange={(host) => set({ smtp: { ...smtp, host } })}
        />
        <NumberInput
          label={t.smtpPort}
          value={smtp.port}
          onChange={(port) => set({ smtp: { ...smtp, port } })}
        />
        <TextInput
          label={t.smtpUser}
          value={smtp.user}
          onChange={(user) => set({ smtp: { ...smtp, user } })}
        />
        <SecretInput
          label={t.smtpPassword}
          masked={settings.smtp.password}
          draft={smtp.password}
          onChange={(password) => set({ smtp: { ...smtp, password } })}
        />
        <TextInput
          label={t.smtpFrom}
          value={smtp.from}
          onChange={(from) => set({ smtp: { ...smtp, from } })}
        />
        <Toggle
          label={t.smtpSecure}
          checked={smtp.secure}
          onChange={(secure) => set({ smtp: { ...smtp, secure } })}
        />
      </Group>
      <Group title={t.ntfy} changedAt={changed('ntfy')}>
        <TextInput
          type="url"
          label={t.ntfyUrl}
          value={ntfy.url}
          onChange={(url) => set({ ntfy: { ...ntfy, url } })}
        />
        <SecretInput
          label={t.ntfyToken}
          masked={settings.ntfy.token}
          draft={ntfy.token}
          onChange={(token) => set({ ntfy: { ...ntfy, token } })}
        />
      </Group>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? de.adminCommon.saving : t.save}
      </Button>
    </form>
  );
}

function Settings({ session }: { session: Session }) {
  const settings = useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => fetchSettings(session, signal),
  });
  return (
    <QueryView query={settings} loading={t.loading} failed={t.loadFailed}>
      {(data) => <SettingsForm session={session} settings={data} />}
    </QueryView>
  );
}

/** /admin/settings: the site settings, secrets masked. */
export default function SettingsScreen() {
  return (
    <AdminScreen title={de.admin.settings} intro={t.intro}>
      {(session) => <Settings session={session} />}
    </AdminScreen>
  );
}
