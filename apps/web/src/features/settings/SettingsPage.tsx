import { Link } from 'react-router';
import { formatDate, planDefinition, planOfRole } from '@nzbkino/shared';
import { roleLabel } from '../../app/layout/user-menu-links';
import { de } from '../../i18n/de';
import { displayNameOf } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../../lib/useSession';
import { DownloadAllowance } from '../downloads/DownloadAllowance';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SettingsCard } from './SettingsCard';
import { SignOutEverywhere } from './SignOutEverywhere';
import { MailNotificationSettings } from './MailNotificationSettings';
import { PushSettings } from './PushSettings';

const t = de.settings;

/** The plan's name (Basic, Premium, VIP), or the role label for administrators. */
function planName(role: string): string {
  const plan = planOfRole(role);
  return plan ? planDefinition(plan).name : roleLabel(role);
}

/** User settings (login required): account and membership, downloads, e-mail, notifications, password, sessions. */
export default function SettingsPage() {
  usePageTitle(de.pages.settings);
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-white">{de.pages.settings}</h1>
        <p className="mt-2 text-ink-300">{t.intro}</p>
      </div>
      {session ? (
        <>
          <SettingsCard title={t.account}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-ink-400">{t.username}</dt>
              <dd className="text-ink-100">{displayNameOf(session.user)}</dd>
              <dt className="text-ink-400">{de.auth.email}</dt>
              <dd className="text-ink-100">{session.user.email}</dd>
              <dt className="text-ink-400">{t.membership}</dt>
              <dd className="text-ink-100">
                <span>
                  {planName(session.user.role)}
                  {session.user.membershipExpiresAt
                    ? ` ${t.membershipUntil(formatDate(session.user.membershipExpiresAt))}`
                    : ''}
                </span>
                <span className="mt-1 flex flex-wrap gap-x-4 text-sm">
                  <Link to="/subscription/premium" className="text-brand-300 hover:underline">
                    {t.manageMembership}
                  </Link>
                  <Link to="/subscription/history" className="text-brand-300 hover:underline">
                    {de.pages.subscriptionHistory}
                  </Link>
                </span>
              </dd>
            </dl>
          </SettingsCard>
          <DownloadAllowance session={session} />
          <ChangeEmailForm session={session} />
          <PushSettings session={session} />
          <MailNotificationSettings session={session} />
          <ChangePasswordForm session={session} />
          <SignOutEverywhere session={session} />
        </>
      ) : null}
    </div>
  );
}
