import { Badge, type BadgeTone } from '../ui/Badge';
import { qualityClass, type QualityClass } from './release-rules';

const TONES: Readonly<Record<QualityClass, BadgeTone>> = {
  '4k': 'brand',
  fhd: 'info',
  hd: 'success',
  sd: 'neutral',
};

/** A resolution (or its label) coloured by quality class: 4k, fhd, hd, sd. */
export function QualityBadge({ resolution, label }: { resolution: string | null; label: string }) {
  const quality = qualityClass(resolution);
  return (
    <Badge tone={TONES[quality]} className="whitespace-nowrap" data-quality={quality}>
      {label}
    </Badge>
  );
}
