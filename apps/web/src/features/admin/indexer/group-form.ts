import type { IndexerGroup } from '@nzbkino/api-types';
import { indexerGroupCreateSchema, indexerGroupUpdateSchema } from '@nzbkino/shared';
import { de } from '../../../i18n/de';
import type { GroupCreate, GroupUpdate } from './indexer.api';
import { integerOf } from './server-form';

export interface GroupDraft {
  name: string;
  active: boolean;
  backfillDays: string;
  startDays: string;
}

export function groupDraft(group: IndexerGroup | null): GroupDraft {
  return {
    name: group?.name ?? '',
    active: group?.active ?? true,
    backfillDays: String(group?.backfillDays ?? 0),
    startDays: String(group?.startDays ?? 1),
  };
}

/** The body of POST (new group) or PATCH (`group` given; a group keeps its name), checked with the server's schema. */
export function groupBody(
  draft: GroupDraft,
  group: IndexerGroup | null,
): { body: GroupCreate | GroupUpdate } | { error: string } {
  const settings = {
    active: draft.active,
    backfillDays: integerOf(draft.backfillDays),
    startDays: integerOf(draft.startDays),
  };
  const body = group ? settings : { name: draft.name.trim(), ...settings };
  const result = group ? indexerGroupUpdateSchema.safeParse(body) : indexerGroupCreateSchema.safeParse(body);
  if (result.success) return { body };
  return { error: result.error.issues[0]?.message ?? de.common.unknownError };
}
