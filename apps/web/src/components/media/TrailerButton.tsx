import { useState } from 'react';
import { Play } from 'lucide-react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { de } from '../../i18n/de';
import { trailerEmbedUrl, type TrailerChoice } from './trailers';

/** 'Trailer ansehen' and the modal with the embedded video (autoplay). Renders nothing without a trailer. */
export function TrailerButton({ trailer }: { trailer: TrailerChoice | null }) {
  const [open, setOpen] = useState(false);
  if (!trailer) return null;
  return (
    <>
      <Button variant="secondary" size="lg" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Play className="size-5" aria-hidden="true" />
        {de.trailer.button}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={trailer.title}>
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
          <iframe
            src={trailerEmbedUrl(trailer.key)}
            title={de.trailer.frameTitle(trailer.title)}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full"
          />
        </div>
      </Dialog>
    </>
  );
}
