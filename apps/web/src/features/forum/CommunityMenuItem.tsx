import { MessagesSquare } from 'lucide-react';
import { useToast } from '../../components/ui/toast/useToast';
import { de } from '../../i18n/de';
import { useSession } from '../../lib/useSession';
import { useSiteInfo } from '../site-info/site-info.api';
import { openForum } from './forum.api';

/** 'Community' in the user menu: the forum in a new tab, signed in; only while FORUM_URL is configured. */
export function CommunityMenuItem({ onOpen }: { onOpen: () => void }) {
  const session = useSession();
  const forumUrl = useSiteInfo().data?.forumUrl;
  const toast = useToast();
  if (!session || !forumUrl) return null;
  return (
    <li>
      <button
        type="button"
        title={de.forum.communityHint}
        className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-ink-100 hover:bg-ink-800 hover:text-white"
        onClick={() => {
          onOpen();
          openForum(session).catch(() => toast.error(de.forum.failed));
        }}
      >
        <MessagesSquare className="size-4 text-ink-300" aria-hidden="true" />
        {de.forum.community}
      </button>
    </li>
  );
}
