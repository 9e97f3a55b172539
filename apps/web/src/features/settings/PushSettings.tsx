import { useId, useState } from 'react';
import type { NtfySettings } from '@nzbkino/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NTFY_TOPIC_PATTERN } from '@nzbkino/shared';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/toast/useToast';
import { de } from '../../i18n/de';
import { ApiRequestError } from '../../lib/api-client';
import type { Session } from '../../lib/session';
import {
  fetchNtfySettings,
  notificationSettingsKeys,
  saveNtfySettings,
  sendNtfyTest,
} from './notification-settings.api';
import { SettingsCard } from './SettingsCard';

const t = de.notificationSettings;

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && (error.code || error.status === 0) ? error.message : fallback;
}

/** ntfy push (spec 001 §7): switch, own topic or the random one, and a test message. */
export function PushSettings({ session }: { session: Session }) {
  const settings = useQuery({
    queryKey: notificationSettingsKeys.ntfy,
    queryFn: ({ signal }) => fetchNtfySettings(session, signal),
  });
  return (
    <SettingsCard title={t.pushHeading} description={t.pushText}>
      {settings.isError ? (
        <p className="text-sm text-curtain-400">{t.loadFailed}</p>
      ) : settings.data ? (
        // A saved answer starts the form afresh from what the server keeps.
        <PushSettingsForm
          key={`${settings.data.enabled}:${settings.data.topic}`}
          session={session}
          saved={settings.data}
        />
      ) : null}
    </SettingsCard>
  );
}

function PushSettingsForm({ session, saved }: { session: Session; saved: NtfySettings }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const ids = { enabled: useId(), topic: useId(), hint: useId(), error: useId() };
  const [enabled, setEnabled] = useState(saved.enabled);
  const [customTopic, setCustomTopic] = useState(saved.customTopic ?? '');

  const topic = customTopic.trim();
  const topicError = topic !== '' && !NTFY_TOPIC_PATTERN.test(topic) ? t.customTopicHint : null;
  const save = useMutation({
    mutationFn: () => saveNtfySettings(session, enabled, topic === '' ? null : topic),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationSettingsKeys.ntfy, answer);
      toast.success(t.saved);
    },
    onError: (error) => toast.error(messageOf(error, t.saveFailed)),
  });
  const test = useMutation({
    mutationFn: () => sendNtfyTest(session),
    onSuccess: (answer) => toast.success(t.testSent(answer.topic)),
    onError: (error) => toast.error(messageOf(error, t.testFailed)),
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!topicError) save.mutate();
      }}
    >
      <label htmlFor={ids.enabled} className="flex items-center gap-3 text-sm text-ink-100">
        <input
          id={ids.enabled}
          type="checkbox"
          className="size-4 accent-brand-400"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        {t.pushEnabled}
      </label>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-ink-400">{t.topic}</dt>
        <dd className="font-mono break-all text-ink-100" data-testid="ntfy-topic">
          {saved.topic}
        </dd>
        <dt className="text-ink-400">{t.server}</dt>
        <dd className="break-all text-ink-100">{saved.serverUrl}</dd>
      </dl>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.topic} className="text-sm font-semibold text-ink-100">
          {t.customTopic}
        </label>
        <input
          id={ids.topic}
          value={customTopic}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={topicError ? true : undefined}
          aria-describedby={topicError ? ids.error : ids.hint}
          onChange={(event) => setCustomTopic(event.target.value)}
          className="rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 font-mono text-sm text-white focus:border-brand-400 focus:outline-none aria-[invalid]:border-curtain-500"
        />
        <p
          id={topicError ? ids.error : ids.hint}
          className={`text-xs ${topicError ? 'text-curtain-400' : 'text-ink-400'}`}
        >
          {t.customTopicHint}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending || topicError !== null}>
          {t.save}
        </Button>
        <Button type="button" variant="secondary" disabled={test.isPending} onClick={() => test.mutate()}>
          {t.test}
        </Button>
      </div>
    </form>
  );
}
