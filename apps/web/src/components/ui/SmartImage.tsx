import { useState } from 'react';
import { DEFAULT_IMAGES, responsiveImage, type ImageKind } from '../../lib/images';

export interface SmartImageProps {
  kind: ImageKind;
  path: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks a fitting variant. */
  sizes: string;
  className?: string;
  /** The largest image above the fold (hero): loaded eagerly with high priority. */
  priority?: boolean;
  width?: number;
  height?: number;
}

type Stage = 'optimized' | 'direct' | 'default';

/**
 * An image through the optimiser with a responsive srcset. When the optimiser
 * fails it falls back to the original file, then to the default image.
 */
export function SmartImage({
  kind,
  path,
  alt,
  sizes,
  className,
  priority = false,
  width,
  height,
}: SmartImageProps) {
  const image = responsiveImage(kind, path);
  // Remembers which path failed, so a new path starts again at the best stage.
  const [failure, setFailure] = useState<{ path: string | null | undefined; stage: Stage } | null>(null);
  const initial: Stage = !image ? 'default' : image.optimized ? 'optimized' : 'direct';
  const stage = failure && failure.path === path ? failure.stage : initial;

  const onError = () => {
    if (stage === 'optimized') setFailure({ path, stage: 'direct' });
    else if (stage === 'direct') setFailure({ path, stage: 'default' });
  };

  const common = {
    alt,
    className,
    width,
    height,
    decoding: 'async' as const,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    onError,
    'data-image-stage': stage,
  };

  if (stage === 'optimized' && image?.optimized) {
    return (
      <img
        key="optimized"
        src={image.optimized.src}
        srcSet={image.optimized.srcSet}
        sizes={sizes}
        {...common}
      />
    );
  }
  if (stage === 'direct' && image) return <img key="direct" src={image.direct} {...common} />;
  return <img key="default" src={DEFAULT_IMAGES[kind]} {...common} />;
}
