import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useToast } from '../../../components/ui/toast/useToast';
import { de } from '../../../i18n/de';
import { directUrl, imagePath, type ImageKind } from '../../../lib/images';
import type { Session } from '../../../lib/session';
import { card, errorText } from '../shared/admin-ui';
import { uploadImage, type ImageTarget } from './catalogue.api';

const t = de.adminCatalogue;

export interface ImageSlot {
  type: ImageTarget['type'];
  label: string;
  kind: ImageKind;
  path: string | null;
}

function Slot({
  session,
  slot,
  target,
  onUploaded,
}: {
  session: Session;
  slot: ImageSlot;
  target: Omit<ImageTarget, 'type'>;
  onUploaded: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(session, file, { ...target, type: slot.type }),
    onSuccess: () => {
      toast.success(t.uploaded(slot.label));
      onUploaded();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const path = imagePath(slot.kind, slot.path);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <span className="text-xs font-semibold tracking-wide text-ink-300 uppercase">{slot.label}</span>
      {path ? (
        <img
          src={directUrl(path)}
          alt={slot.label}
          className={`rounded-lg border border-ink-700 object-cover ${slot.kind === 'posters' ? 'aspect-[2/3] w-32' : 'aspect-video w-full max-w-xs'}`}
        />
      ) : (
        <span className="flex h-24 w-32 items-center justify-center gap-2 rounded-lg border border-dashed border-ink-600 text-xs text-ink-400">
          <ImageOff className="size-4" aria-hidden="true" />
          {t.noImage}
        </span>
      )}
      <label
        htmlFor={id}
        className="cursor-pointer self-start rounded-lg border border-ink-600 bg-ink-800 px-3 py-2 text-sm font-semibold text-ink-100 hover:border-ink-400 has-[:disabled]:opacity-50"
      >
        {upload.isPending ? t.uploading : t.uploadImage(slot.label)}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          disabled={upload.isPending}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
      </label>
    </div>
  );
}

/** The title's images with an upload for each (POST /admin/upload-image sets it at once). */
export function ImagePanel({
  session,
  slots,
  target,
  onUploaded,
}: {
  session: Session;
  slots: ImageSlot[];
  target: Omit<ImageTarget, 'type'>;
  onUploaded: () => void;
}) {
  return (
    <section aria-label={t.images} className={card}>
      <h3 className="text-lg font-bold text-white">{t.images}</h3>
      <p className="mt-1 text-sm text-ink-300">{t.imageHint}</p>
      <div className="mt-4 flex flex-wrap gap-6">
        {slots.map((slot) => (
          <Slot key={slot.type} session={session} slot={slot} target={target} onUploaded={onUploaded} />
        ))}
      </div>
    </section>
  );
}
