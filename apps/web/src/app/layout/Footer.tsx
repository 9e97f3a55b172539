import { Link } from 'react-router';
import { VersionLink } from '../../features/changelog/VersionLink';
import { FooterStats } from '../../features/stats/FooterStats';
import { de } from '../../i18n/de';
import { useSiteConfig } from '../../lib/useSiteConfig';
import { FooterLinkColumn } from './FooterLinkColumn';
import { footerLinkGroups } from './footer-links';
import { Logo } from './Logo';

// The spec's page said 2025 because it was written then; a live site shows the current year.
const copyrightYear = () => new Date().getFullYear();

const pageLinks = [
  { to: '/pricing', label: de.footerPages.pricing },
  { to: '/faq', label: de.footerPages.faq },
  { to: '/about', label: de.footerPages.about },
  { to: '/impressum', label: de.legal.impressum },
  { to: '/datenschutz', label: de.legal.privacyPolicyShort },
];

function FooterPageLinks() {
  return (
    <nav aria-labelledby="footer-pages">
      <h2 id="footer-pages" className="text-sm font-bold tracking-wide text-white uppercase">
        {de.footerPages.heading}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {pageLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="rounded text-ink-300 hover:text-brand-300">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { siteName } = useSiteConfig();
  return (
    <footer className="mt-16 border-t border-ink-800 bg-ink-950/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1.2fr_3fr_1.3fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-ink-300">{de.home.tagline}</p>
        </div>
        <div className="grid grid-cols-1 gap-8 min-[420px]:grid-cols-2 md:grid-cols-4">
          <FooterPageLinks />
          {footerLinkGroups.map((group) => (
            <FooterLinkColumn key={group.heading} group={group} />
          ))}
        </div>
        <FooterStats />
      </div>
      <div className="border-t border-ink-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 text-sm text-ink-300 sm:flex-row sm:px-6">
          <p>{de.footer.copyright(copyrightYear(), siteName)}</p>
          <VersionLink />
        </div>
      </div>
    </footer>
  );
}
