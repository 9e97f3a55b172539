/** One field of an audit entry: its value before and after the change. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as the log shows it: text as it is, anything else as JSON, absent as null. */
export function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields that differ between the snapshots (nested objects by dotted path,
 * one level deep); a created or deleted thing lists every field on its one side.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const [b, a] = [shown(before), shown(after)];
    return b === a ? [] : [{ field: '', before: b, after: a }];
  }
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const changes: FieldChange[] = [];
  for (const field of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const [b, a] = [left[field], right[field]];
    if (isRecord(b) && isRecord(a)) {
      for (const inner of fieldChanges(b, a)) changes.push({ ...inner, field: `${field}.${inner.field}` });
    } else if (JSON.stringify(b) !== JSON.stringify(a)) {
      changes.push({ field, before: shown(b), after: shown(a) });
    }
  }
  return changes;
}
