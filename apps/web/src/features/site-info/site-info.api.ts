import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';

export const EMPTY_SITE_INFO: SiteInfo = {
  supportEmail: null,
  supportPhone: null,
  supportHours: [],
  team: [],
  impressum: null,
  privacyPolicy: null,
  forumUrl: null,
};

/** What the operator wrote down (support contact, team, Impressum, privacy policy); empty parts are hidden. */
export function useSiteInfo() {
  return useQuery({
    queryKey: ['site-info'],
    queryFn: ({ signal }) => bodyOf(api.GET('/api/site-info', { signal })),
    staleTime: 5 * 60_000,
  });
}
