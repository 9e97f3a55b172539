import { Spinner } from '../../components/ui/Spinner';
import { de } from '../../i18n/de';

/** Shown while a lazily loaded page arrives. */
export function PageFallback() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-300">
      <Spinner className="size-6" />
      {de.common.loadingPage}
    </div>
  );
}
