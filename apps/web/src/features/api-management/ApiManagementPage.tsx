import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { formatDate, hasApiAccessRole } from '@nzbkino/shared';
import { useToast } from '../../components/ui/toast/useToast';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../../lib/useSession';
import { FormAlert } from '../auth/form/FormAlert';
import { apiKeyQueryKey, fetchApiKeyStatus, generateApiKey, revokeApiKey } from './api-key.api';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { CopyField } from './CopyField';
import { NewznabAccess } from './NewznabAccess';
import { BasicNotice } from './BasicNotice';
import { ClientSetupNotes } from './ClientSetupNotes';

const t = de.apiManagement;

/** API management (Premium, VIP, admins): key status, one-time reveal, rotate, revoke, ready-to-paste values, set-up notes. */
export default function ApiManagementPage() {
  usePageTitle(de.pages.apiManagement);
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-white">{de.pages.apiManagement}</h1>
        <p className="mt-2 text-ink-300">{t.intro}</p>
      </div>
      {session && !hasApiAccessRole(session.user.role) ? <BasicNotice /> : null}
      {session && hasApiAccessRole(session.user.role) ? <ApiKeyPanel session={session} /> : null}
    </div>
  );
}

function ApiKeyPanel({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = apiKeyQueryKey(session.user.id);
  const status = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchApiKeyStatus(session, signal) });
  // The key exists in memory only until the page is left: it is never shown again.
  const [revealed, setRevealed] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | null>(null);

  const generate = useMutation({
    mutationFn: () => generateApiKey(session),
    onSuccess: (answer) => {
      setRevealed(answer.apiKey);
      queryClient.setQueryData(key, { exists: true, createdAt: answer.createdAt });
      toast.success(t.generated);
    },
    onError: () => toast.error(t.failed),
  });
  const revoke = useMutation({
    mutationFn: () => revokeApiKey(session),
    onSuccess: () => {
      setRevealed(null);
      queryClient.setQueryData(key, { exists: false, createdAt: null });
      toast.success(t.revoked);
    },
    onError: () => toast.error(t.failed),
  });

  if (status.isPending) return <Spinner label={t.loading} />;
  if (status.isError) return <FormAlert kind="error">{t.loadError}</FormAlert>;
  const { exists, createdAt } = status.data;
  const busy = generate.isPending || revoke.isPending;

  return (
    <>
      <section className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
        <div className="flex items-start gap-3">
          <KeyRound className="mt-0.5 size-6 shrink-0 text-brand-400" aria-hidden="true" />
          <p className="text-ink-100" data-testid="api-key-status">
            {exists ? t.hasKey(createdAt ? formatDate(createdAt) : '–') : t.noKey}
          </p>
        </div>
        {revealed ? (
          <div className="mt-5 rounded-xl border border-brand-500/50 bg-brand-500/5 p-4">
            <h2 className="font-bold text-white">{t.newKeyHeading}</h2>
            <p className="mt-1 mb-3 text-sm text-brand-200">{t.newKeyHint}</p>
            <CopyField id="api-key-value" label={t.newznabKey} value={revealed} />
          </div>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-2">
          <Button onClick={() => (exists ? setConfirm('regenerate') : generate.mutate())} disabled={busy}>
            {exists ? t.regenerate : t.generate}
          </Button>
          {exists ? (
            <Button variant="secondary" onClick={() => setConfirm('revoke')} disabled={busy}>
              {t.revoke}
            </Button>
          ) : null}
        </div>
      </section>
      <NewznabAccess apiKey={revealed} hasKey={exists} />
      <ClientSetupNotes />
      <ConfirmDialog
        open={confirm === 'regenerate'}
        title={t.regenerateTitle}
        text={t.regenerateText}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onConfirm={() => generate.mutate()}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        title={t.revokeTitle}
        text={t.revokeText}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onConfirm={() => revoke.mutate()}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}
