import type { Release } from '@nzbkino/api-types';
import { formatReleaseSize, formatSize } from '@nzbkino/shared';
import { de } from '../../i18n/de';
import { CompletionNote } from './CompletionNote';
import { LanguageFlag } from './LanguageFlag';
import { NfoButton } from './NfoButton';
import { QualityBadge } from './QualityBadge';
import { PHONE_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import { ReleaseActionButton } from './ReleaseActionButton';
import { ReleaseCard } from './ReleaseCard';
import { ReleaseName } from './ReleaseName';
import {
  groupOf,
  hasNzb,
  languageClass,
  qualityLabel,
  resolutionOf,
  seriesResolution,
  withCompletion,
} from './release-rules';

export type ReleaseTableStyle = 'movie' | 'series' | 'episode';

export interface DetailReleaseTableProps {
  releases: readonly Release[];
  /**
   * movie: sizes as MB/GB with 2 decimals; series: one decimal and 'SD' for a
   * missing resolution; episode: quality labels 4K/FHD/HD/SD (spec 001 §9).
   */
  variant: ReleaseTableStyle;
  caption?: string;
}

function resolutionText(resolution: string | null, variant: ReleaseTableStyle): string {
  if (variant === 'episode') return qualityLabel(resolution);
  if (variant === 'series') return seriesResolution(resolution);
  return resolution ?? de.common.dash;
}

function sizeText(bytes: number, variant: ReleaseTableStyle): string {
  return variant === 'movie' ? formatReleaseSize(bytes) : formatSize(bytes, 1);
}

/** How often members took the release (spec 001 §2.2 'Downloads'), beside its button. */
function GrabCount({ count }: { count: number }) {
  return (
    <span className="text-xs text-ink-300 tabular-nums" title={de.releaseTable.grabCountLabel(count)}>
      <span aria-hidden="true">{de.releaseTable.grabCount(count)}</span>
      <span className="sr-only">{de.releaseTable.grabCountLabel(count)}</span>
    </span>
  );
}

const th =
  'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-300 uppercase whitespace-nowrap';
const td = 'px-3 py-2.5 align-middle';

/** The releases table of the movie, series and episode pages (spec 001 §2.2, §2.4, §2.5). */
export function DetailReleaseTable({
  releases,
  variant,
  caption = de.releaseTable.caption,
}: DetailReleaseTableProps) {
  const t = de.releaseTable;
  const place = variant === 'episode' ? 'episode' : 'detail';
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) {
    return (
      <ul aria-label={caption} className="space-y-2">
        {releases.map((release) => (
          <ReleaseCard
            key={release.id}
            release={release}
            place={place}
            resolutionLabel={resolutionText(resolutionOf(release), variant)}
            sizeText={withCompletion(sizeText(release.size, variant), release)}
            meta={[release.humanVideoCodec, release.humanAudioFormat].filter(Boolean).join(' · ') || null}
            detailColumns
          />
        ))}
      </ul>
    );
  }
  const columns = [
    { label: t.release },
    { label: t.nfo },
    { label: t.resolution },
    { label: t.video },
    { label: t.audio },
    { label: t.language },
    { label: t.size, end: true },
    { label: t.group },
    { label: t.downloads },
    { label: t.cart },
  ];
  return (
    <div className="overflow-x-auto rounded-xl border border-ink-700 bg-ink-900/60">
      <table className="w-full min-w-[860px] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-700 bg-ink-900">
          <tr>
            {columns.map(({ label, end }) => (
              <th key={label} scope="col" className={end ? `${th} text-right` : th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {releases.map((release) => {
            const resolution = resolutionOf(release);
            return (
              <tr key={release.id} className="hover:bg-ink-800/50">
                <th
                  scope="row"
                  className={`${td} max-w-[22rem] min-w-[15rem] text-left font-medium text-ink-100`}
                >
                  <ReleaseName name={release.name} />
                </th>
                <td className={td}>
                  <NfoButton release={release} />
                </td>
                <td className={td}>
                  <QualityBadge resolution={resolution} label={resolutionText(resolution, variant)} />
                </td>
                <td className={`${td} text-ink-200`}>{release.humanVideoCodec || de.common.dash}</td>
                <td className={`${td} text-ink-200`}>{release.humanAudioFormat || de.common.dash}</td>
                <td className={td}>
                  <LanguageFlag language={languageClass(release)} />
                </td>
                <td className={`${td} text-right whitespace-nowrap text-ink-200 tabular-nums`}>
                  {sizeText(release.size, variant)}
                  <CompletionNote release={release} />
                </td>
                <td className={`${td} text-ink-200`}>{groupOf(release) ?? de.common.dash}</td>
                {hasNzb(release) ? (
                  <>
                    <td className={td}>
                      <span className="inline-flex items-center gap-2">
                        <ReleaseActionButton action="download" release={release} place={place} />
                        <GrabCount count={release.grabs} />
                      </span>
                    </td>
                    <td className={td}>
                      <ReleaseActionButton action="cart" release={release} place={place} />
                    </td>
                  </>
                ) : (
                  <td colSpan={2} className={`${td} text-ink-400 italic`}>
                    {de.releaseActions.notAvailable}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
