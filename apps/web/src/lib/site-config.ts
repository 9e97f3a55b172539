import { createContext } from 'react';
import { DEFAULT_SITE_NAME } from '@nzbkino/shared';

export interface SiteConfig {
  siteName: string;
}

const MAX_SITE_NAME_LENGTH = 120;

function siteNameFrom(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('siteName' in value)) return null;
  const name = typeof value.siteName === 'string' ? value.siteName.trim() : '';
  return name && name.length <= MAX_SITE_NAME_LENGTH ? name : null;
}

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * The server rewrites the JSON of `<script id="site-config">` in index.html
 * with its configured values, so the name is known before any API call.
 * A missing or corrupt tag must never break start-up: fall back to defaults.
 */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const raw = doc.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!raw) return { siteName: DEFAULT_SITE_NAME };
  try {
    return { siteName: siteNameFrom(JSON.parse(raw)) ?? DEFAULT_SITE_NAME };
  } catch {
    return { siteName: DEFAULT_SITE_NAME };
  }
}

export const SiteConfigContext = createContext<SiteConfig>({ siteName: DEFAULT_SITE_NAME });
