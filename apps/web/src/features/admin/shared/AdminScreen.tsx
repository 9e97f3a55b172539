import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LogIn } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../../lib/useSession';
import { signInPath } from '../../../app/RequireAuth';

export interface AdminScreenProps {
  title: string;
  intro?: string;
  /** Beside the heading (an upload button, say). */
  actions?: ReactNode;
  children: (session: Session) => ReactNode;
}

/**
 * One admin tab: its heading and the screen for the signed-in user. There is no
 * role check here (spec 000 §2): the server refuses non-admins, and the screen
 * shows its German answer.
 */
export function AdminScreen({ title, intro, actions, children }: AdminScreenProps) {
  usePageTitle(de.admin.pageTitle(title));
  const headingId = useId();
  const session = useSession();
  const location = useLocation();
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-2xl font-bold text-white">
            {title}
          </h2>
          {intro ? <p className="mt-1 text-sm text-ink-300">{intro}</p> : null}
        </div>
        {session && actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {session ? (
        children(session)
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-ink-700 bg-ink-900/60 p-8 text-center">
          <p className="text-ink-200">{de.adminCommon.signInRequired}</p>
          <ButtonLink to={signInPath(`${location.pathname}${location.search}`)}>
            <LogIn className="size-4" aria-hidden="true" />
            {de.adminCommon.signIn}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
