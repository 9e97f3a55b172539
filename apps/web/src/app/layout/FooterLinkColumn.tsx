import { ExternalLink } from 'lucide-react';
import { de } from '../../i18n/de';
import type { FooterLinkGroup } from './footer-links';

export function FooterLinkColumn({ group }: { group: FooterLinkGroup }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{group.heading}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {group.links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded text-ink-300 hover:text-brand-300"
            >
              {link.label}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">{de.common.externalLink}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
