import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, RefreshCw } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { AdminRefreshResult } from '@nzbkino/api-types';
import { Button } from '../../../components/ui/Button';
import { useToast } from '../../../components/ui/toast/useToast';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { adminKeys } from '../shared/admin-keys';
import { card, errorText } from '../shared/admin-ui';
import { QueryView } from '../shared/QueryView';
import { changesOf, draftOf, type FieldSpec } from './catalogue-form';
import { CatalogueForm } from './CatalogueForm';
import { ImagePanel } from './ImagePanel';

const t = de.adminCatalogue;

export interface CatalogueEntity {
  id: number;
  slug: string;
  title: string;
  posterPath: string | null;
  backdropPath: string | null;
  updatedAt: string;
}

/** What differs between the film and the series screens. */
export interface EntityConfig<T extends CatalogueEntity> {
  kind: 'movie' | 'series';
  specs: FieldSpec[];
  base: '/admin/movies' | '/admin/series';
  publicBase: '/movies' | '/series';
  backLabel: string;
  load: (session: Session, id: number, signal?: AbortSignal) => Promise<T>;
  // The bodies are built from `specs` (catalogue-form.ts), which name the route's fields.
  create: (session: Session, body: never) => Promise<T>;
  update: (session: Session, id: number, body: never) => Promise<T>;
  refresh: (session: Session, id: number) => Promise<AdminRefreshResult>;
}

function Editor<T extends CatalogueEntity>({
  config,
  session,
  entity,
  children,
}: {
  config: EntityConfig<T>;
  session: Session;
  entity: T | null;
  children?: (entity: T) => ReactNode;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = [...adminKeys.all, config.kind];
  const initial = draftOf(entity as Record<string, unknown> | null, config.specs);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      entity ? config.update(session, entity.id, body as never) : config.create(session, body as never),
    onSuccess: (saved) => {
      toast.success(entity ? t.saved(saved.title) : t.created(saved.title));
      queryClient.setQueryData([...key, 'detail', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
      if (!entity) void navigate(`${config.base}/${saved.id}`, { replace: true });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const refresh = useMutation({
    mutationFn: (id: number) => config.refresh(session, id),
    onSuccess: (result) => {
      toast.success(t.refreshed(result.title, result.images, result.rematched));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(errorText(error)),
  });

  return (
    <div className="space-y-6">
      {entity ? (
        <div className="flex flex-wrap items-center gap-3">
          <h3 className="min-w-0 text-xl font-bold break-words text-white">{entity.title}</h3>
          <Link
            to={`${config.publicBase}/${entity.slug}`}
            className="inline-flex items-center gap-1 text-sm text-brand-300 hover:underline"
          >
            {t.publicPage}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
          <span className="flex-1" />
          <Button variant="secondary" disabled={refresh.isPending} onClick={() => refresh.mutate(entity.id)}>
            <RefreshCw className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} aria-hidden="true" />
            {refresh.isPending ? t.refreshing : t.refresh}
          </Button>
        </div>
      ) : null}
      {entity ? (
        <ImagePanel
          session={session}
          target={{ entityType: config.kind, entityId: entity.id }}
          onUploaded={() => void queryClient.invalidateQueries({ queryKey: key })}
          slots={[
            { type: 'poster', label: t.poster, kind: 'posters', path: entity.posterPath },
            { type: 'backdrop', label: t.backdrop, kind: 'backdrops', path: entity.backdropPath },
          ]}
        />
      ) : null}
      {entity && children ? children(entity) : null}
      <section className={card}>
        <CatalogueForm
          key={entity?.updatedAt ?? 'new'}
          specs={config.specs}
          initial={initial}
          busy={save.isPending}
          submitLabel={entity ? t.save : t.create}
          onSubmit={(draft) => {
            const result = changesOf(draft, config.specs, entity ? initial : null);
            if ('error' in result) return result.error;
            if (Object.keys(result.body).length === 0) toast.info(t.unchanged);
            else save.mutate(result.body);
            return null;
          }}
        />
      </section>
    </div>
  );
}

/** One film or series to edit (`id` a number), or a new one (`id` "new"). */
export function CatalogueDetail<T extends CatalogueEntity>({
  config,
  session,
  id,
  children,
}: {
  config: EntityConfig<T>;
  session: Session;
  id: string | undefined;
  children?: (entity: T) => ReactNode;
}) {
  const numeric = Number(id);
  const existing = Number.isInteger(numeric) && numeric > 0;
  const entity = useQuery({
    queryKey: [...adminKeys.all, config.kind, 'detail', numeric],
    queryFn: ({ signal }) => config.load(session, numeric, signal),
    enabled: existing,
  });
  return (
    <div className="space-y-4">
      <Link
        to={config.base}
        className="inline-flex items-center gap-1.5 text-sm text-brand-300 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {config.backLabel}
      </Link>
      {existing ? (
        <QueryView query={entity} loading={t.loading} failed={t.loadFailed}>
          {(data) => (
            <Editor config={config} session={session} entity={data}>
              {children}
            </Editor>
          )}
        </QueryView>
      ) : (
        <Editor config={config} session={session} entity={null} />
      )}
    </div>
  );
}
