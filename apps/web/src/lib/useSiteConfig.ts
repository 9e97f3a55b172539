import { useContext } from 'react';
import { SiteConfigContext, type SiteConfig } from './site-config';

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
