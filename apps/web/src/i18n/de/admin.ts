import { adminCommonTexts } from './admin-common';
import { adminUsersTexts } from './admin-users';

/** Every text of the admin area's screens (the tab names live in ./pages.ts). Part of the `de` catalogue. */
export const adminAreaTexts = {
  ...adminCommonTexts,
  ...adminUsersTexts,
} as const;
