import { Link } from 'react-router';
import { Clapperboard } from 'lucide-react';
import { de } from '../../i18n/de';
import { useSiteConfig } from '../../lib/useSiteConfig';

export function Logo() {
  const { siteName } = useSiteConfig();
  return (
    <Link
      to="/"
      aria-label={de.shell.homeLink(siteName)}
      className="flex min-w-0 items-center gap-2 rounded-lg text-white"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-400 text-ink-950 shadow-lg shadow-brand-500/20">
        <Clapperboard className="size-5" aria-hidden="true" />
      </span>
      <span className="truncate text-lg font-extrabold tracking-tight sm:text-xl">{siteName}</span>
    </Link>
  );
}
