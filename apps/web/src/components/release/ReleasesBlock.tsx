import type { Release } from '@nzbkino/api-types';
import { EmptyState, ErrorState, LoadingState } from '../ui/StateMessage';
import { de } from '../../i18n/de';
import { DetailReleaseTable, type ReleaseTableStyle } from './DetailReleaseTable';

export interface ReleasesBlockProps {
  releases: readonly Release[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  variant: ReleaseTableStyle;
  emptyTitle?: string;
  emptyText?: string;
  loadingText?: string;
  caption?: string;
}

/** Loading, error, empty or the release table, for the detail pages. Never invented rows. */
export function ReleasesBlock({
  releases,
  isPending,
  isError,
  onRetry,
  variant,
  emptyTitle = de.releaseTable.empty,
  emptyText,
  loadingText = de.releaseTable.loading,
  caption,
}: ReleasesBlockProps) {
  if (isPending) return <LoadingState label={loadingText} className="py-10" />;
  if (isError) return <ErrorState message={de.releaseTable.error} onRetry={onRetry} className="py-10" />;
  if (!releases || releases.length === 0) {
    return <EmptyState title={emptyTitle} text={emptyText} className="py-10" />;
  }
  return <DetailReleaseTable releases={releases} variant={variant} caption={caption} />;
}
