import type { Release } from '@nzbkino/api-types';
import { de } from '../../i18n/de';
import { incompleteNote } from './release-rules';

/** Under a release's size: how much of it the indexer found, when that is not all of it. */
export function CompletionNote({ release }: { release: Pick<Release, 'completion'> }) {
  const note = incompleteNote(release);
  if (note === null) return null;
  return (
    <span className="block text-xs text-amber-300" title={de.releases.incompleteHint(release.completion!)}>
      {note}
    </span>
  );
}
