import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { auditEntityTypes } from '@nzbkino/shared';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { pageFrom, pickFrom, useQueryParams } from '../../../lib/useQueryParams';
import { adminKeys } from '../shared/admin-keys';
import { inputClass, labelClass } from '../shared/admin-ui';
import { AdminScreen } from '../shared/AdminScreen';
import { PagedResults } from '../shared/PagedResults';
import { usePagedList } from '../shared/usePagedList';
import { QueryView } from '../shared/QueryView';
import { AUDIT_PAGE_SIZE, fetchAdmins, fetchAudit, type AuditQuery } from './audit.api';
import { AuditEntryItem } from './AuditEntryItem';

const t = de.adminAudit;

function Audit({ session }: { session: Session }) {
  const { params, update } = useQueryParams();
  const entityType = pickFrom(params.get('entityType'), ['', ...auditEntityTypes], '');
  const entityId = params.get('entityId') ?? '';
  const actorId = Number(params.get('actorId')) || 0;
  const page = pageFrom(params);
  const [idDraft, setIdDraft] = useState(entityId);
  const query: AuditQuery = {
    ...(entityType ? { entityType } : {}),
    ...(entityId ? { entityId } : {}),
    ...(actorId ? { actorId } : {}),
    page,
    limit: AUDIT_PAGE_SIZE,
  };
  const { list: entries, goTo } = usePagedList(page, update, adminKeys.auditList(query), ({ signal }) =>
    fetchAudit(session, query, signal),
  );
  const admins = useQuery({
    queryKey: adminKeys.admins,
    queryFn: ({ signal }) => fetchAdmins(session, signal),
  });

  return (
    <div className="space-y-4">
      <form
        className="grid gap-3 sm:grid-cols-[12rem_12rem_minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          update({ entityId: idDraft.trim() });
        }}
      >
        <SelectField
          label={t.entityType}
          value={entityType}
          onChange={(value) => update({ entityType: value })}
          options={[
            { value: '', label: de.adminCommon.all },
            ...auditEntityTypes.map((value) => ({ value, label: t.entities[value] ?? value })),
          ]}
        />
        <SelectField
          label={t.actor}
          value={actorId ? String(actorId) : ''}
          onChange={(value) => update({ actorId: value })}
          options={[
            { value: '', label: t.anyone },
            ...(admins.data ?? []).map((admin) => ({ value: String(admin.id), label: admin.username })),
          ]}
        />
        <label className={labelClass}>
          {t.entityId}
          <input
            value={idDraft}
            maxLength={64}
            placeholder={t.entityIdPlaceholder}
            onChange={(event) => setIdDraft(event.target.value)}
            className={inputClass}
          />
        </label>
        <Button type="submit" variant="secondary">
          {t.apply}
        </Button>
      </form>
      <QueryView query={entries} loading={t.loading} failed={t.loadFailed}>
        {(data) => (
          <PagedResults
            page={data}
            empty={data.entries.length === 0}
            emptyText={t.empty}
            count={t.count}
            onPageChange={goTo}
          >
            <ul aria-label={de.adminCommon.audit} className="space-y-3">
              {data.entries.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} />
              ))}
            </ul>
          </PagedResults>
        )}
      </QueryView>
    </div>
  );
}

/** /admin/audit: every recorded admin change, newest first. */
export default function AuditScreen() {
  return (
    <AdminScreen title={de.adminCommon.audit} intro={t.intro}>
      {(session) => <Audit session={session} />}
    </AdminScreen>
  );
}
