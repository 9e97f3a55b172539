import { useLocation, useMatches } from 'react-router';
import { isInFrame } from '../../lib/embedded';
import { isRouteHandle } from '../route-handle';

export interface EmbeddedMode {
  hideHeader: boolean;
  hideFooter: boolean;
}

/** Embedded views (spec 000 §2) show only the page itself, without the site chrome. */
export function useEmbeddedMode(): EmbeddedMode {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const embedded = pathname.includes('/embedded/') || isInFrame();
  const headerOptional = matches.some(
    (match) => isRouteHandle(match.handle) && match.handle.hideHeaderWhenEmbedded === true,
  );
  const embeddedQuery = new URLSearchParams(search).get('embedded') === 'true';
  return { hideHeader: embedded || (headerOptional && embeddedQuery), hideFooter: embedded };
}
