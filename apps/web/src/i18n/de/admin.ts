import { adminCommonTexts } from './admin-common';
import { adminUsersTexts } from './admin-users';
import { adminReleasesTexts } from './admin-releases';
import { adminOverviewTexts } from './admin-overview';
import { adminRequestsTexts } from './admin-requests';
import { adminContentTexts } from './admin-content';
import { adminSettingsTexts } from './admin-settings';
import { adminAuditTexts } from './admin-audit';
import { adminCatalogueTexts } from './admin-catalogue';
import { adminMessagesTexts } from './admin-messages';
import { adminIndexerTexts } from './admin-indexer';

/** Every text of the admin area's screens (the tab names live in ./pages.ts). Part of the `de` catalogue. */
export const adminAreaTexts = {
  ...adminCommonTexts,
  ...adminUsersTexts,
  ...adminReleasesTexts,
  ...adminOverviewTexts,
  ...adminRequestsTexts,
  ...adminContentTexts,
  ...adminSettingsTexts,
  ...adminAuditTexts,
  ...adminCatalogueTexts,
  ...adminMessagesTexts,
  ...adminIndexerTexts,
} as const;
