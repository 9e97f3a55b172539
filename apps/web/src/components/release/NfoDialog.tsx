import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../ui/Dialog';
import { ErrorState, LoadingState } from '../ui/StateMessage';
import { de } from '../../i18n/de';
import { apiUrl } from '../../lib/api-client';
import { ACCOUNT_QUERY_PREFIX, type Session } from '../../lib/session';
import { createNfoViewToken } from './release-files.api';

/** The file of an nfoPath is its last segment (spec 001 §7); null for an empty one. */
export function nfoFileOf(nfoPath: string): string | null {
  const segment = nfoPath.split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1);
  return segment ? decodeURIComponent(segment) : null;
}

export interface NfoDialogProps {
  open: boolean;
  onClose: () => void;
  file: string;
  session: Session;
}

/**
 * 'NFO Information': the server renders the NFO (CP437 art decoded, escaped, no
 * scripts) into the frame; the frame's address carries a 5-minute view token,
 * never the access token.
 */
export function NfoDialog({ open, onClose, file, session }: NfoDialogProps) {
  const token = useQuery({
    queryKey: [ACCOUNT_QUERY_PREFIX, 'nfo-view', file],
    queryFn: () => createNfoViewToken(session, file),
    enabled: open,
    // A new token per opening: an old one may have run out.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  return (
    <Dialog open={open} onClose={onClose} title={de.nfo.title}>
      <div className="h-[70vh] max-h-[640px] w-full overflow-hidden rounded-lg border border-ink-700 bg-black">
        {token.data ? (
          <iframe
            src={apiUrl(
              `/nfo/view/${encodeURIComponent(file)}?token=${encodeURIComponent(token.data.token)}`,
            )}
            title={de.nfo.frameTitle(file)}
            sandbox=""
            referrerPolicy="no-referrer"
            className="size-full"
          />
        ) : token.isError ? (
          <ErrorState message={token.error.message} />
        ) : (
          <LoadingState label={de.nfo.loading} />
        )}
      </div>
    </Dialog>
  );
}
