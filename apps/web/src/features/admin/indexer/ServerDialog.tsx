import { useState, type FormEvent } from 'react';
import type { IndexerServer } from '@nzbkino/api-types';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { de } from '../../../i18n/de';
import { inputClass, labelClass } from '../shared/admin-ui';
import { FormError, NumberInput, TextInput, Toggle } from '../shared/Fields';
import type { ServerCreate, ServerUpdate } from './indexer.api';
import { serverBody, serverDraft, type ServerDraft } from './server-form';

const t = de.adminIndexer;

/** The password field: never shows the stored one, says whether there is one, replaces or removes it. */
function PasswordField({
  stored,
  draft,
  set,
}: {
  stored: boolean;
  draft: ServerDraft;
  set: (patch: Partial<ServerDraft>) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label className={labelClass}>
        {t.password}
        <input
          type="password"
          autoComplete="new-password"
          value={draft.password}
          disabled={draft.clearPassword}
          onChange={(event) => set({ password: event.target.value })}
          className={inputClass}
        />
      </label>
      <p className="text-xs text-ink-400">{stored ? t.passwordStored : t.passwordNone}</p>
      {stored ? (
        <label className="flex items-center gap-2 text-xs text-ink-200">
          <input
            type="checkbox"
            className="accent-brand-400"
            checked={draft.clearPassword}
            onChange={(event) => set({ clearPassword: event.target.checked, password: '' })}
          />
          {t.passwordClear}
        </label>
      ) : null}
    </div>
  );
}

/** Adds a news server (`server` null) or changes one; the server's refusal shows in the dialog. */
export function ServerDialog({
  server,
  busy,
  error,
  onSave,
  onClose,
}: {
  server: IndexerServer | null;
  busy: boolean;
  /** The server's answer to the last save, if it refused. */
  error: string | null;
  onSave: (body: ServerCreate | ServerUpdate) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<ServerDraft>(() => serverDraft(server));
  const [complaint, setComplaint] = useState<string | null>(null);
  const set = (patch: Partial<ServerDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = serverBody(draft, server);
    if ('error' in result) return setComplaint(result.error);
    setComplaint(null);
    onSave(result.body);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={server ? t.editServerTitle : t.addServerTitle}
      description={server?.name}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t.name}
            value={draft.name}
            placeholder={t.namePlaceholder}
            onChange={(name) => set({ name })}
          />
          <TextInput
            label={t.host}
            value={draft.host}
            placeholder={t.hostPlaceholder}
            onChange={(host) => set({ host })}
          />
          <NumberInput label={t.port} value={draft.port} onChange={(port) => set({ port })} />
          <div className="flex flex-col justify-end gap-1 *:self-start">
            <Toggle label={t.tls} checked={draft.tls} onChange={(tls) => set({ tls })} />
            {draft.tls ? (
              <Toggle
                label={t.tlsInsecure}
                checked={draft.tlsInsecure}
                onChange={(tlsInsecure) => set({ tlsInsecure })}
              />
            ) : null}
          </div>
          <TextInput label={t.username} value={draft.username} onChange={(username) => set({ username })} />
          <PasswordField stored={server?.hasPassword ?? false} draft={draft} set={set} />
          <NumberInput
            label={t.connections}
            value={draft.connections}
            onChange={(connections) => set({ connections })}
          />
          <NumberInput label={t.priority} value={draft.priority} onChange={(priority) => set({ priority })} />
          <Toggle label={t.serverActive} checked={draft.active} onChange={(active) => set({ active })} />
        </div>
        <FormError message={complaint ?? error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {de.adminCommon.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? de.adminCommon.saving : de.adminCommon.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
