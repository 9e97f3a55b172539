import { useEffect } from 'react';
import { de } from '../i18n/de';
import { useSiteConfig } from './useSiteConfig';

/** Sets the document title to `{title} - {siteName}`, or just the site name without a title. */
export function usePageTitle(title?: string): void {
  const { siteName } = useSiteConfig();
  useEffect(() => {
    document.title = title ? de.pageTitle(title, siteName) : siteName;
  }, [title, siteName]);
}
