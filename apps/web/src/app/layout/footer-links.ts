import { de } from '../../i18n/de';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterLinkGroup {
  heading: string;
  links: readonly FooterLink[];
}

// Public home pages of the tools members use with a Newznab indexer. A self-hosted
// instance has no commercial partners, so the "partner" column lists the download clients.
export const footerLinkGroups: readonly FooterLinkGroup[] = [
  {
    heading: de.footer.downloaders,
    links: [
      { label: 'NZBGet', href: 'https://nzbget.com/' },
      { label: 'SABnzbd', href: 'https://sabnzbd.org/' },
    ],
  },
  {
    heading: de.footer.anonymity,
    links: [
      { label: de.footer.vpnExplained, href: 'https://de.wikipedia.org/wiki/Virtual_Private_Network' },
      { label: de.footer.privacyGuidesVpn, href: 'https://www.privacyguides.org/de/vpn/' },
      { label: de.footer.selfDefense, href: 'https://ssd.eff.org/' },
    ],
  },
  {
    heading: de.footer.mediaTools,
    links: [
      { label: 'Sonarr', href: 'https://sonarr.tv/' },
      { label: 'Radarr', href: 'https://radarr.video/' },
      { label: 'Prowlarr', href: 'https://prowlarr.com/' },
      { label: 'NZBHydra2', href: 'https://github.com/theotherp/nzbhydra2' },
    ],
  },
];
