import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releases } from '../../db/schema';
import type { ReleaseCriteria, ReleaseListRow, ReleaseOrder } from './release-query.types';
import {
  joinRowRelations,
  orderOf,
  placeholders,
  releaseRowColumns,
  whereOf,
  type CriteriaValueName,
} from './release-query-parts';

/*
 * The release page query, built once per shape and reused. Building the SQL
 * through Drizzle (a 5-way join of 39 columns, ids from a sorted subquery)
 * costs more server CPU than the database takes to run it, and the shapes are
 * few: which criteria are present and the sort. Every value is a placeholder,
 * filled per request. The statements stay unnamed, so the database still plans
 * each one for its actual values (a search for a rare word and one for a
 * common word need different plans).
 */

/** The values a shape's placeholders take. */
type PageValues = Partial<Record<CriteriaValueName, unknown>> & { limit: number; offset: number };

/** What decides the SQL text (never a value). */
function shapeOf(c: ReleaseCriteria, order: ReleaseOrder): string {
  const present = (Object.keys(c) as (keyof ReleaseCriteria)[]).filter((k) => c[k] !== undefined).sort();
  return `${present.join(',')}|${c.kind?.linkedTo ?? ''}|${c.withoutEpisode ? 1 : 0}|${order.column}|${order.direction}`;
}

/** Every value of the criteria under its placeholder's name: whereOf asks for them, a recording binder collects them. */
function valuesOf(c: ReleaseCriteria, limit: number, offset: number): PageValues {
  const values: PageValues = { limit, offset };
  whereOf(c, (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  });
  return values;
}

function build(db: Database, criteria: ReleaseCriteria, order: ReleaseOrder) {
  const ids = db
    .select({ id: releases.id })
    .from(releases)
    .where(whereOf(criteria, placeholders))
    .orderBy(...orderOf(order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  return joinRowRelations(
    db.select(releaseRowColumns).from(ids).innerJoin(releases, eq(releases.id, ids.id)).$dynamic(),
  )
    .orderBy(...orderOf(order))
    .prepare('');
}

/** Shapes kept; there are a few dozen in practice, the bound only guards memory. */
const MAX_SHAPES = 256;

export class ReleasePageQueries {
  private readonly shapes = new Map<string, ReturnType<typeof build>>();

  constructor(private readonly db: Database) {}

  run(
    criteria: ReleaseCriteria,
    order: ReleaseOrder,
    limit: number,
    offset: number,
  ): Promise<ReleaseListRow[]> {
    const shape = shapeOf(criteria, order);
    let query = this.shapes.get(shape);
    if (!query) {
      query = build(this.db, criteria, order);
      if (this.shapes.size >= MAX_SHAPES) this.shapes.clear();
      this.shapes.set(shape, query);
    }
    return query.execute(valuesOf(criteria, limit, offset)) as Promise<ReleaseListRow[]>;
  }
}
