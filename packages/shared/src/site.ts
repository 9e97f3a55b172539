/** Product name used when SITE_NAME is not configured. */
export const DEFAULT_SITE_NAME = 'NZBKino';
/** Version label shown when the latest version cannot be loaded (spec 000 §9). */
export const DEFAULT_VERSION_LABEL = 'v0.1';
