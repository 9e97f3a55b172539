import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/toast/useToast';
import { Button } from '../../components/ui/Button';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import { SIGN_OUT_STATE } from '../../app/SignOutOnArrival';
import { accountError } from './account-errors';
import { logoutEverywhere } from './settings.api';
import { SettingsCard } from './SettingsCard';

const t = de.settings;

/** POST /users/logout-all: every token so far stops working, this one too. */
export function SignOutEverywhere({ session }: { session: Session }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      await logoutEverywhere(session);
      toast.success(t.loggedOutAll);
      void navigate('/auth/signin', { state: SIGN_OUT_STATE });
    } catch (error) {
      toast.error(accountError(error).message);
      setBusy(false);
    }
  };

  return (
    <SettingsCard title={t.sessionsHeading} description={t.sessionsText}>
      <Button variant="secondary" onClick={() => void run()} disabled={busy}>
        {t.logoutAll}
      </Button>
    </SettingsCard>
  );
}
