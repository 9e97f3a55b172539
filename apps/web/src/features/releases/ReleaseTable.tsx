import { Link } from 'react-router';
import type { Release } from '@nzbkino/api-types';
import { formatDate, formatRelativeTime, formatSize } from '@nzbkino/shared';
import { ReleaseActionButton } from '../../components/release/ReleaseActionButton';
import { ReleaseCard } from '../../components/release/ReleaseCard';
import { ReleaseName } from '../../components/release/ReleaseName';
import { CompletionNote } from '../../components/release/CompletionNote';
import {
  groupOf,
  hasNzb,
  releaseLink,
  resolutionOf,
  withCompletion,
} from '../../components/release/release-rules';
import { ReleaseTypeBadge } from '../../components/release/ReleaseTypeBadge';
import { de } from '../../i18n/de';
import { PHONE_QUERY, useMediaQuery } from '../../lib/useMediaQuery';

const th = 'px-3 py-3 text-left text-xs font-bold tracking-wide text-ink-300 whitespace-nowrap';
const td = 'px-3 py-3 align-middle';

function TitleCell({ release }: { release: Release }) {
  const link = releaseLink(release);
  return (
    <th scope="row" className={`${td} min-w-[16rem] text-left font-normal`}>
      {link ? (
        <Link to={link} className="font-medium text-ink-100 hover:text-brand-300">
          <ReleaseName name={release.name} />
        </Link>
      ) : (
        <span className="font-medium text-ink-100">
          <ReleaseName name={release.name} />
        </span>
      )}
      <span className="mt-0.5 block text-xs text-ink-400">
        <ReleaseMeta release={release} />
      </span>
    </th>
  );
}

/** The catalogue title (when it differs from the name) and how long ago the release came in. */
function ReleaseMeta({ release }: { release: Release }) {
  const showTitle = release.title && release.title !== release.name;
  return (
    <>
      {showTitle ? `${release.title} · ` : ''}
      <time dateTime={release.createdAt} title={formatDate(release.createdAt)}>
        {formatRelativeTime(release.createdAt)}
      </time>
    </>
  );
}

/** TITEL, TYP, AUFLÖSUNG, GRUPPE, GRÖSSE, AKTIONEN (spec 000 §2). */
export function ReleaseTable({ releases }: { releases: readonly Release[] }) {
  const c = de.releases.columns;
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) {
    return (
      <ul aria-label={de.releases.title} className="space-y-2">
        {releases.map((release) => (
          <ReleaseCard
            key={release.id}
            release={release}
            place="catalogue"
            resolutionLabel={resolutionOf(release) ?? de.common.dash}
            sizeText={withCompletion(formatSize(release.size), release)}
            link={releaseLink(release)}
            leading={<ReleaseTypeBadge release={release} />}
            meta={<ReleaseMeta release={release} />}
          />
        ))}
      </ul>
    );
  }
  const columns = [
    { label: c.title },
    { label: c.type },
    { label: c.resolution },
    { label: c.group },
    { label: c.size, end: true },
    { label: c.actions, end: true },
  ];
  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-700 bg-ink-900/60">
      <table className="w-full min-w-[720px] border-collapse text-sm">
        <caption className="sr-only">{de.releases.title}</caption>
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
          {releases.map((release) => (
            <tr key={release.id} className="hover:bg-ink-800/50">
              <TitleCell release={release} />
              <td className={td}>
                <ReleaseTypeBadge release={release} />
              </td>
              <td className={`${td} whitespace-nowrap text-ink-200`}>
                {resolutionOf(release) ?? de.common.dash}
              </td>
              <td className={`${td} text-ink-200`}>{groupOf(release) ?? de.common.dash}</td>
              <td className={`${td} text-right whitespace-nowrap text-ink-200 tabular-nums`}>
                {formatSize(release.size)}
                <CompletionNote release={release} />
              </td>
              <td className={`${td} text-right`}>
                {hasNzb(release) ? (
                  <div className="inline-flex gap-2">
                    <ReleaseActionButton action="download" release={release} place="catalogue" />
                    <ReleaseActionButton action="cart" release={release} place="catalogue" />
                  </div>
                ) : (
                  <span title={de.releases.noNzb} className="pr-3 text-ink-400">
                    <span aria-hidden="true">{de.common.dash}</span>
                    <span className="sr-only">{de.releases.noNzb}</span>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
