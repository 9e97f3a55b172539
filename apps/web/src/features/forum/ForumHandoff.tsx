import { useEffect, useState } from 'react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { de } from '../../i18n/de';
import { ApiRequestError } from '../../lib/api-client';
import { browserLocation } from '../../lib/browser-location';
import type { Session } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { fetchForumToken, forumSignOnAddress } from './forum.api';

const t = de.forum;

/**
 * /login?redirect=nodebb for a signed-in member: the forum sent them here
 * (its guest redirect, or a stale sign-on link), so they go back signed in,
 * in this tab.
 */
export function ForumHandoff({ session }: { session: Session }) {
  usePageTitle(t.title);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetchForumToken(session).then(
      (token) => {
        if (current) browserLocation.leaveTo(forumSignOnAddress(token));
      },
      (error: unknown) => {
        if (!current) return;
        setFailure(error instanceof ApiRequestError && error.status === 404 ? t.notConfigured : t.failed);
      },
    );
    return () => {
      current = false;
    };
  }, [session]);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="sr-only">{t.title}</h1>
      {failure ? (
        <ErrorState message={failure}>
          <ButtonLink to="/" variant="secondary">
            {de.common.toHome}
          </ButtonLink>
        </ErrorState>
      ) : (
        <LoadingState label={t.opening} />
      )}
    </div>
  );
}
