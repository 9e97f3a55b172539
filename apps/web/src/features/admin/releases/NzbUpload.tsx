import { useId, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { card } from '../shared/admin-ui';
import type { UploadRow } from './upload-plan';
import { useNzbUpload } from './useNzbUpload';

const t = de.adminReleases;

function statusOf(row: UploadRow): { label: string; tone: BadgeTone; detail: string | null } {
  switch (row.status) {
    case 'waiting':
      return { label: t.status.waiting, tone: 'neutral', detail: null };
    case 'uploading':
      return { label: t.status.uploading, tone: 'info', detail: null };
    case 'failed':
      return { label: t.status.failed, tone: 'danger', detail: row.message };
    case 'ignored':
      return { label: t.status.ignored, tone: 'neutral', detail: t.ignoredHint };
    case 'done': {
      const { result } = row;
      if (result.status === 'imported') {
        const match = result.matched ? t.matched[result.matched] : t.notMatched;
        return {
          label: t.status.imported,
          tone: result.matched ? 'success' : 'warning',
          detail: `${result.name} – ${match}`,
        };
      }
      if (result.status === 'duplicate')
        return { label: t.status.duplicate, tone: 'warning', detail: t.duplicateOf(result.name) };
      return { label: t.status.rejected, tone: 'danger', detail: result.reason };
    }
  }
}

function summaryOf(rows: readonly UploadRow[]): string {
  const count = (test: (row: UploadRow) => boolean) => rows.filter(test).length;
  const outcome = (status: string) => (row: UploadRow) =>
    row.status === 'done' && row.result.status === status;
  return t.summary(
    count(outcome('imported')),
    count(outcome('duplicate')),
    count(outcome('rejected')),
    count((row) => row.status === 'failed'),
  );
}

/** Many NZBs at once: a file picker and drop zone, the progress, and each file's outcome. */
export function NzbUpload({ session }: { session: Session }) {
  const inputId = useId();
  const { rows, running, start, clear } = useNzbUpload(session);
  const [dragging, setDragging] = useState(false);
  const sent = rows.filter((row) => row.status !== 'ignored');
  const done = sent.filter((row) => row.status === 'done' || row.status === 'failed').length;
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!running) void start([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className={card}>
      <h3 id={`${inputId}-heading`} className="text-lg font-bold text-white">
        {t.uploadHeading}
      </h3>
      <p className="mt-1 text-sm text-ink-300">{t.uploadIntro}</p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-4 flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center ${
          dragging ? 'border-brand-400 bg-brand-400/10' : 'border-ink-600'
        }`}
      >
        <Upload className="size-7 text-brand-400" aria-hidden="true" />
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-lg bg-brand-400 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-brand-300 has-[:disabled]:opacity-50"
        >
          {t.choose}
          <input
            id={inputId}
            type="file"
            multiple
            accept=".nzb,.nfo"
            disabled={running}
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void start(files);
            }}
          />
        </label>
        <span className="text-sm text-ink-300">{t.dropHere}</span>
      </div>
      {rows.length > 0 ? (
        <div className="mt-4 space-y-3">
          {sent.length > 0 ? (
            <div className="space-y-1">
              <progress
                aria-label={t.progress}
                value={done}
                max={sent.length}
                className="h-2 w-full accent-brand-400"
              />
              <p role="status" className="text-sm text-ink-200">
                {running ? t.progressText(done, sent.length) : summaryOf(rows)}
              </p>
            </div>
          ) : null}
          <ul aria-label={t.results} className="divide-y divide-ink-800 rounded-xl border border-ink-700">
            {rows.map((row) => {
              const { label, tone, detail } = statusOf(row);
              return (
                <li
                  key={row.key}
                  className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-start sm:gap-3"
                >
                  <Badge tone={tone} className="self-start">
                    {label}
                  </Badge>
                  <div className="min-w-0">
                    <p className="text-sm font-medium break-all text-ink-100">{row.fileName}</p>
                    {detail ? <p className="text-xs break-all text-ink-300">{detail}</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
          {!running ? (
            <Button variant="ghost" size="sm" onClick={clear}>
              {t.clearList}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
