import { sql, type SQL } from 'drizzle-orm';
import { FALLBACK_CATEGORY, categoryRules, type CategoryRule } from '@nzbkino/shared';

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

function anyOf(column: string, values: string[]): string {
  return `${column} in (${values.map(literal).join(', ')})`;
}

function condition(rule: CategoryRule): string {
  const parts = [`parsed_type = ${literal(rule.type)}`];
  if (rule.classes) parts.push(anyOf('quality_class', rule.classes));
  if (rule.modifiers) parts.push(anyOf('quality_modifier', rule.modifiers));
  if (rule.sources) parts.push(anyOf('source', rule.sources));
  if (rule.audio) parts.push(`audio_formats && array[${rule.audio.map(literal).join(', ')}]::text[]`);
  return parts.join(' and ');
}

/**
 * The Newznab category of a release as one SQL CASE over the parser's columns
 * (the inferred quality class and modifier, not the stated resolution),
 * built from the shared rules (packages/shared newznab-categories.ts). Stored
 * as a generated column, so filters use an index and a new rule is a migration.
 */
export function newznabCategorySql(): SQL {
  const cases = categoryRules.map((rule) => `when ${condition(rule)} then ${rule.category}`).join(' ');
  return sql.raw(`case ${cases} else ${FALLBACK_CATEGORY} end`);
}
