import { Badge, type BadgeTone } from '../ui/Badge';
import { de } from '../../i18n/de';
import { releaseKind, type ReleaseKind } from './release-rules';

const TONES: Readonly<Record<ReleaseKind, BadgeTone>> = {
  movie: 'brand',
  series: 'info',
  music: 'success',
  unknown: 'neutral',
};

export function ReleaseTypeBadge({
  release,
}: {
  release: { type?: string | null; parsedType?: string | null };
}) {
  const kind = releaseKind(release);
  return (
    <Badge tone={TONES[kind]} className="whitespace-nowrap">
      {de.releaseTypes[kind]}
    </Badge>
  );
}
