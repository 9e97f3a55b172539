import { de } from '../../i18n/de';

export const MAIN_CONTENT_ID = 'main-content';

// Moves focus instead of following "#id", which would count as a navigation and scroll to the top.
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      className="sr-only z-50 rounded-lg bg-brand-400 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {de.shell.skipToContent}
    </a>
  );
}
