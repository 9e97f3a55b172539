import { useId, useState, type FormEvent } from 'react';
import { useDeferredValue } from 'react';
import { Send } from 'lucide-react';
import type { TitleRequestBodyInput } from '@nzbkino/api-types';
import { REQUEST_YEAR_MIN, requestYearMax } from '@nzbkino/shared';
import { Button } from '../../components/ui/Button';
import { de } from '../../i18n/de';
import { CatalogueMatches } from './CatalogueMatches';

const t = de.requests;
const inputClass =
  'w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-white placeholder:text-ink-400 focus:border-brand-400 focus:outline-none';

export interface RequestFormProps {
  busy: boolean;
  /** Resolves true when the request was filed, so the form can be emptied. */
  onFile: (body: TitleRequestBodyInput, title: string) => Promise<boolean>;
  disabled: boolean;
}

/** A new request: type a title, pick it from the catalogue, or ask for it as a free title (and year). */
export function RequestForm({ busy, onFile, disabled }: RequestFormProps) {
  const id = useId();
  const [kind, setKind] = useState<'movie' | 'series'>('movie');
  const [title, setTitle] = useState('');
  const [year, setYear] = useState('');
  const [note, setNote] = useState('');
  /** What keeps the free title from being sent, shown until the field is put right. */
  const [problem, setProblem] = useState<'title' | 'year' | null>(null);
  const yearMax = requestYearMax();
  const search = useDeferredValue(title);

  const reset = () => {
    setTitle('');
    setYear('');
    setNote('');
  };
  const withNote = (body: TitleRequestBodyInput): TitleRequestBodyInput =>
    note.trim() ? { ...body, note: note.trim() } : body;

  const submitFree = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || disabled) return;
    if (title.trim().length < 2) {
      setProblem('title');
      return;
    }
    const parsedYear = Number(year);
    if (
      year.trim() &&
      !(Number.isInteger(parsedYear) && parsedYear >= REQUEST_YEAR_MIN && parsedYear <= yearMax)
    ) {
      setProblem('year');
      return;
    }
    setProblem(null);
    const body = withNote({
      kind,
      title: title.trim(),
      ...(year.trim() ? { year: parsedYear } : {}),
    });
    if (await onFile(body, title.trim())) reset();
  };

  return (
    <form noValidate onSubmit={(event) => void submitFree(event)} className="space-y-4" aria-busy={busy}>
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="mb-1 text-sm font-semibold text-ink-100">{t.kindLabel}</legend>
        {(['movie', 'series'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-ink-100">
            <input
              type="radio"
              name={`${id}-kind`}
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="accent-brand-400"
            />
            {value === 'movie' ? t.kindMovie : t.kindSeries}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <div>
          <label htmlFor={`${id}-title`} className="mb-1 block text-sm font-semibold text-ink-100">
            {t.searchLabel}
          </label>
          <input
            id={`${id}-title`}
            type="search"
            autoComplete="off"
            maxLength={200}
            placeholder={t.searchPlaceholder}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              if (problem === 'title' && event.target.value.trim().length >= 2) setProblem(null);
            }}
            aria-invalid={problem === 'title' ? true : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-year`} className="mb-1 block text-sm font-semibold text-ink-100">
            {t.yearLabel} <span className="font-normal text-ink-400">{t.yearOptional}</span>
          </label>
          <input
            id={`${id}-year`}
            type="number"
            inputMode="numeric"
            min={REQUEST_YEAR_MIN}
            max={yearMax}
            value={year}
            onChange={(event) => {
              setYear(event.target.value);
              if (problem === 'year') setProblem(null);
            }}
            aria-invalid={problem === 'year' ? true : undefined}
            className={inputClass}
          />
        </div>
      </div>
      <CatalogueMatches
        kind={kind}
        search={search}
        busy={busy || disabled}
        onRequest={(match) =>
          void onFile(
            withNote(kind === 'movie' ? { kind, movieId: match.id } : { kind, seriesId: match.id }),
            match.title,
          ).then((filed) => filed && reset())
        }
      />
      <div>
        <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-semibold text-ink-100">
          {t.noteLabel} <span className="font-normal text-ink-400">{t.yearOptional}</span>
        </label>
        <input
          id={`${id}-note`}
          type="text"
          maxLength={500}
          placeholder={t.notePlaceholder}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={inputClass}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-red-300">
          {problem === 'title' ? t.titleTooShort : t.yearOutOfRange(REQUEST_YEAR_MIN, yearMax)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-ink-300">{t.freeTitle}</span>
        <Button type="submit" disabled={busy || disabled}>
          <Send className="size-4" aria-hidden="true" />
          {busy ? t.submitting : t.submitFree}
        </Button>
      </div>
    </form>
  );
}
