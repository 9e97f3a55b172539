import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { de } from '../../i18n/de';
import { Button } from './Button';

/** Spec 000 §9 and 001 §9. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search in effect (from the URL). */
  value: string;
  onSearch: (term: string) => void;
  placeholder: string;
  label: string;
  className?: string;
}

/**
 * A search field that searches 300 ms after the last keystroke, and at once with
 * the button or Enter. Input that ends up equal to the search in effect is ignored.
 */
export function SearchBox({ value, onSearch, placeholder, label, className = '' }: SearchBoxProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The search changed from outside (reset, back button): show it.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }

  const commit = (term: string) => {
    const next = term.trim();
    if (next !== value.trim()) onSearch(next);
  };
  const commitLater = useEffectEvent(commit);

  useEffect(() => {
    const timer = window.setTimeout(() => commitLater(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  return (
    <form
      role="search"
      className={`flex min-w-0 gap-2 ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        commit(draft);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          maxLength={200}
          autoComplete="off"
          className="min-h-10 w-full rounded-lg border border-ink-600 bg-ink-900 py-2 pr-3 pl-9 text-sm text-white placeholder:text-ink-400 focus:border-brand-400 focus:outline-none"
        />
      </div>
      <Button type="submit" variant="secondary">
        <Search className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{de.common.search}</span>
      </Button>
    </form>
  );
}
