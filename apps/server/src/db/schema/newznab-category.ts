import { sql, type SQL } from 'drizzle-orm';
import { FALLBACK_CATEGORY, categoryRules, type CategoryRule } from '@nzbkino/shared';

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

function anyOf(column: string, values: (string | null)[]): string {
  const named = values.filter((v): v is string => v !== null);
  const parts = named.length ? [`${column} in (${named.map(literal).join(', ')})`] : [];
  if (values.includes(null)) parts.push(`${column} is null`);
  return parts.length === 1 ? parts[0]! : `(${parts.join(' or ')})`;
}

function condition(rule: CategoryRule): string {
  const parts = [`parsed_type = ${literal(rule.type)}`];
  if (rule.resolutions) parts.push(anyOf('parsed_resolution', rule.resolutions));
  if (rule.sources) parts.push(anyOf('source', rule.sources));
  if (rule.disc) parts.push('video_codec is null and not remux');
  if (rule.audio) parts.push(`audio_formats && array[${rule.audio.map(literal).join(', ')}]::text[]`);
  return parts.join(' and ');
}

/**
 * The Newznab category of a release as one SQL CASE over the parser's columns,
 * built from the shared rules (packages/shared newznab-categories.ts). Stored
 * as a generated column, so filters use an index and a new rule is a migration.
 */
export function newznabCategorySql(): SQL {
  const cases = categoryRules.map((rule) => `when ${condition(rule)} then ${rule.category}`).join(' ');
  return sql.raw(`case ${cases} else ${FALLBACK_CATEGORY} end`);
}
