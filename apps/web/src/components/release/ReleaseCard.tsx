import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Release } from '@nzbkino/api-types';
import { de } from '../../i18n/de';
import { LanguageFlag } from './LanguageFlag';
import { NfoButton } from './NfoButton';
import { QualityBadge } from './QualityBadge';
import { ReleaseActionButton } from './ReleaseActionButton';
import { ReleaseName } from './ReleaseName';
import { groupOf, hasNzb, languageClass, resolutionOf } from './release-rules';
import type { ReleaseActionPlace } from './useReleaseActions';

export interface ReleaseCardProps {
  release: Release;
  place: ReleaseActionPlace;
  /** The resolution as the page labels it (4K/FHD/…, 'SD', or as given). */
  resolutionLabel: string;
  sizeText: string;
  /** Where the name leads (the release list links to the movie or series). */
  link?: string | null;
  /** Badges before the resolution (the release type on the release list). */
  leading?: ReactNode;
  /** A line under the badges (time, codecs). */
  meta?: ReactNode;
  /** Shows the NFO button and the download count (the detail pages' columns). */
  detailColumns?: boolean;
}

/** One release on a phone: the wrapped name, badges and the buttons within thumb reach. */
export function ReleaseCard({
  release,
  place,
  resolutionLabel,
  sizeText,
  link,
  leading,
  meta,
  detailColumns = false,
}: ReleaseCardProps) {
  const group = groupOf(release);
  return (
    <li className="space-y-2.5 rounded-xl border border-ink-700 bg-ink-900/60 p-3">
      <p className="text-sm font-medium text-ink-100">
        {link ? (
          <Link to={link} className="hover:text-brand-300">
            <ReleaseName name={release.name} />
          </Link>
        ) : (
          <ReleaseName name={release.name} />
        )}
      </p>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-ink-200">
        {leading}
        <QualityBadge resolution={resolutionOf(release)} label={resolutionLabel} />
        <LanguageFlag language={languageClass(release)} />
        <span className="tabular-nums">{sizeText}</span>
        {group ? <span className="text-ink-300">· {group}</span> : null}
      </div>
      {meta ? <div className="text-xs text-ink-400">{meta}</div> : null}
      <div className="flex items-center gap-2">
        {detailColumns ? <NfoButton release={release} /> : null}
        {hasNzb(release) ? (
          <div className="ml-auto flex items-center gap-2">
            {detailColumns ? (
              <span className="text-xs text-ink-300 tabular-nums">
                {de.releaseTable.grabCountLabel(release.grabs)}
              </span>
            ) : null}
            <ReleaseActionButton action="download" release={release} place={place} />
            <ReleaseActionButton action="cart" release={release} place={place} />
          </div>
        ) : (
          <span className="ml-auto text-xs text-ink-400 italic">{de.releaseActions.notAvailable}</span>
        )}
      </div>
    </li>
  );
}
