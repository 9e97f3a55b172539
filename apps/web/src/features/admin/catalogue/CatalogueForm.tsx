import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { de } from '../../../i18n/de';
import { FormError, NumberInput, TextArea, TextInput } from '../shared/Fields';
import type { CatalogueDraft, FieldSpec } from './catalogue-form';
import { TrailersField } from './TrailersField';

const t = de.adminCatalogue;

export interface CatalogueFormProps {
  specs: FieldSpec[];
  initial: CatalogueDraft;
  /** Genres and trailers (films and series, not episodes). */
  extras?: boolean;
  busy: boolean;
  submitLabel: string;
  /** Answers the complaint to show, or null when the draft went to the server. */
  onSubmit: (draft: CatalogueDraft) => string | null;
}

/** The fields of a film, series or episode, as `specs` lists them. */
export function CatalogueForm({
  specs,
  initial,
  extras = true,
  busy,
  submitLabel,
  onSubmit,
}: CatalogueFormProps) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const setValue = (name: FieldSpec['name'], value: string) =>
    setDraft((current) => ({ ...current, values: { ...current.values, [name]: value } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(onSubmit(draft));
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      {specs.map(({ name, kind }) => {
        const props = {
          label: t.fields[name],
          value: draft.values[name] ?? '',
          onChange: (value: string) => setValue(name, value),
        };
        if (kind === 'textarea') return <TextArea key={name} {...props} rows={5} />;
        if (kind === 'number') return <NumberInput key={name} {...props} />;
        if (kind === 'date') return <TextInput key={name} type="date" {...props} />;
        return <TextInput key={name} {...props} placeholder={name === 'slug' ? t.slugHint : undefined} />;
      })}
      {extras ? (
        <>
          <TextInput
            label={t.fields.genres}
            value={draft.genres}
            onChange={(genres) => setDraft((current) => ({ ...current, genres }))}
          />
          <TrailersField
            trailers={draft.trailers}
            onChange={(trailers) => setDraft((current) => ({ ...current, trailers }))}
          />
        </>
      ) : null}
      <div className="space-y-3 sm:col-span-2">
        <FormError message={error} />
        <Button type="submit" disabled={busy}>
          {busy ? de.adminCommon.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
