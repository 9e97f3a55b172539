import { formatRating } from '@nzbkino/shared';
import { Star } from 'lucide-react';
import { de } from '../../i18n/de';

/** A rating exists when it is a positive number; unrated titles show no badge (spec 001 §2.1). */
export function hasRating(rating: number | null | undefined): rating is number {
  return typeof rating === 'number' && Number.isFinite(rating) && rating > 0;
}

export function RatingBadge({
  rating,
  className = '',
}: {
  rating: number | null | undefined;
  className?: string;
}) {
  if (!hasRating(rating)) return null;
  const text = formatRating(rating);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-md bg-ink-950/85 px-1.5 py-0.5 text-xs font-bold text-brand-300 backdrop-blur ${className}`}
    >
      <Star className="size-3 fill-brand-400 text-brand-400" aria-hidden="true" />
      <span className="sr-only">{de.common.ratingLabel(text)}</span>
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
