import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatNewsDate } from '@nzbkino/shared';
import { Megaphone, X } from 'lucide-react';
import { de } from '../../i18n/de';
import { useSession } from '../../lib/useSession';
import { fetchCurrentNews, homeKeys } from './home.api';
import { NewsReactions } from './NewsReactions';

const DISMISSED_KEY = 'news-dismissed';

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** The current news item; hidden when there is none, when loading fails, or after the visitor closed it. */
export function NewsBox() {
  const session = useSession();
  const [dismissed, setDismissed] = useState(readDismissed);
  const { data: news } = useQuery({
    queryKey: homeKeys.news(session?.user.id ?? null),
    queryFn: ({ signal }) => fetchCurrentNews(session, signal),
  });
  if (!news || dismissed === String(news.id)) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, String(news.id));
    } catch {
      // Private mode without storage: hidden until the next visit.
    }
    setDismissed(String(news.id));
  };

  return (
    <section
      aria-labelledby="news-title"
      className="relative rounded-2xl border border-brand-500/30 bg-linear-to-br from-ink-800 to-ink-900 p-5 shadow-lg shadow-black/30 sm:p-6"
    >
      <button
        type="button"
        onClick={dismiss}
        aria-label={de.news.dismiss}
        title={de.news.dismiss}
        className="absolute top-3 right-3 rounded-lg p-1.5 text-ink-300 hover:bg-ink-700 hover:text-white"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <p className="flex items-center gap-2 text-xs font-bold tracking-wide text-brand-300 uppercase">
        <Megaphone className="size-4" aria-hidden="true" />
        {de.news.heading}
        <span className="font-normal text-ink-300 normal-case">
          · <time dateTime={news.createdAt}>{formatNewsDate(news.createdAt)}</time>
        </span>
      </p>
      <h2 id="news-title" className="mt-2 pr-8 text-xl font-bold text-white">
        {news.title}
      </h2>
      <p className="mt-2 whitespace-pre-line text-ink-200">{news.content}</p>
      <NewsReactions news={news} />
    </section>
  );
}
