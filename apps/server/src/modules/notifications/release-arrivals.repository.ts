import { sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_LABELS_SHOWN } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { germanSortKey } from '../../db/schema/columns';
import { rowsOf } from '../../db/user-lock';

/** What one statement of the producer wrote. */
export interface ArrivalCounts {
  notified: number;
  pushed: number;
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * A short name for a release in a notification: S01E03 (S01E03-E04 for a
 * double episode), "Staffel 1" for a season pack, the air date of a daily
 * show, else the release name (films).
 */
const LABEL = sql.raw(`case
  when r.series_id is not null and r.parsed_season is not null and cardinality(r.parsed_episodes) > 0 then
    'S' || lpad(r.parsed_season::text, 2, '0') || 'E' || lpad(r.parsed_episodes[1]::text, 2, '0')
    || case when cardinality(r.parsed_episodes) > 1
         then '-E' || lpad(r.parsed_episodes[cardinality(r.parsed_episodes)]::text, 2, '0') else '' end
  when r.series_id is not null and r.parsed_season is not null then 'Staffel ' || r.parsed_season
  when r.series_id is not null and r.air_date is not null then to_char(r.air_date, 'DD.MM.YYYY')
  else r.name
end`);

/** Sorted distinct labels, at most as many as a notification names. */
const aggregatedLabels = sql.raw(
  `(array_agg(distinct label order by label))[1:${NOTIFICATION_LABELS_SHOWN}]`,
);

/**
 * Notifications of new notifications go to ntfy when the member switched it
 * on: one delivery per notification (a notification folded into again keeps
 * its pending delivery, which sends what it says by then).
 */
const enqueuePushes = (inserted: string, pushAt: Date) => sql`
  insert into push_deliveries (notification_id, next_attempt_at)
  select i.id, ${pushAt.toISOString()}::timestamptz
  from ${sql.raw(inserted)} i
  join notification_settings s on s.user_id = i.user_id and s.ntfy_enabled
  on conflict (notification_id) do nothing
  returning 1`;

/** On a second batch of the same run and title: the labels merged, the count added, unread again. */
const FOLD = sql.raw(`on conflict (user_id, import_batch, subject) do update set
    labels = array(select distinct l from unnest(notifications.labels || excluded.labels) as l
                   order by l limit ${NOTIFICATION_LABELS_SHOWN}),
    release_count = notifications.release_count + excluded.release_count,
    read = false`);

async function counts(db: Database, query: SQL): Promise<ArrivalCounts> {
  const [row] = rowsOf<{ notified: number | string; pushed: number | string }>(await db.execute(query));
  return { notified: Number(row?.notified ?? 0), pushed: Number(row?.pushed ?? 0) };
}

/** Set-based writes for releases of one import batch: one statement each, whatever the batch's size. */
export class ReleaseArrivalsRepository {
  constructor(private readonly db: Database) {}

  /**
   * One release notification per member, title and import batch, for every
   * watchlist entry with notify on whose movie or series got releases; folds
   * into the row an earlier batch of the same import wrote.
   */
  notifyWatchers(releaseIds: readonly number[], importBatch: string, pushAt: Date): Promise<ArrivalCounts> {
    return counts(
      this.db,
      sql`with arrived as (
        select r.movie_id, r.series_id, ${LABEL} as label
        from releases r
        where r.id = any(${intArray(releaseIds)}) and (r.movie_id is not null or r.series_id is not null)
      ),
      titles as (
        select movie_id, series_id, count(*)::int as n, ${aggregatedLabels} as labels
        from arrived group by movie_id, series_id
      ),
      watchers as (
        select w.user_id, t.movie_id, null::int as series_id, t.n, t.labels, m.title, 'movie:' || t.movie_id as subject
        from titles t
        join watchlist_items w on w.movie_id = t.movie_id and w.notify
        join movies m on m.id = t.movie_id
        where t.movie_id is not null
        union all
        select w.user_id, null::int, t.series_id, t.n, t.labels, s.title, 'series:' || t.series_id
        from titles t
        join watchlist_items w on w.series_id = t.series_id and w.notify
        join series s on s.id = t.series_id
        where t.movie_id is null
      ),
      inserted as (
        insert into notifications (user_id, type, title, labels, release_count, movie_id, series_id, subject, import_batch)
        select user_id, 'release', title, labels, n, movie_id, series_id, subject, ${importBatch} from watchers
        ${FOLD}
        returning id, user_id
      ),
      pushed as (${enqueuePushes('inserted', pushAt)})
      select (select count(*) from inserted) as notified, (select count(*) from pushed) as pushed`,
    );
  }

  /**
   * Open requests the batch's releases answer become fulfilled with the first
   * such release, and each requester gets one notification. A request names a
   * catalogue title, or a free title (folded like the catalogue's sort key,
   * also against the original title) with an optional year.
   */
  fulfilRequests(releaseIds: readonly number[], importBatch: string, pushAt: Date): Promise<ArrivalCounts> {
    const requested = sql.raw(germanSortKey('t.title'));
    return counts(
      this.db,
      sql`with arrived as (
        select r.id, r.movie_id, r.series_id, ${LABEL} as label,
          coalesce(m.sort_title, s.sort_title) as sort_title,
          ${sql.raw(germanSortKey('coalesce(m.original_title, s.original_title)'))} as original_sort_title,
          coalesce(m.year, extract(year from s.first_air_date)::int) as year
        from releases r
        left join movies m on m.id = r.movie_id
        left join series s on s.id = r.series_id
        where r.id = any(${intArray(releaseIds)}) and (r.movie_id is not null or r.series_id is not null)
      ),
      matched as (
        select t.id as request_id, a.id as release_id, a.movie_id, a.series_id, a.label
        from title_requests t
        join arrived a on
          (t.movie_id is not null and t.movie_id = a.movie_id)
          or (t.series_id is not null and t.series_id = a.series_id)
          or (t.movie_id is null and t.series_id is null
              and (case when t.kind = 'movie' then a.movie_id is not null else a.series_id is not null end)
              and (${requested} = a.sort_title or ${requested} = a.original_sort_title)
              and (t.year is null or t.year = a.year))
        where t.status = 'open'
      ),
      answers as (
        select request_id, min(release_id) as release_id, min(movie_id) as movie_id, min(series_id) as series_id,
          count(*)::int as n, ${aggregatedLabels} as labels
        from matched group by request_id
      ),
      fulfilled as (
        update title_requests t
        set status = 'fulfilled', release_id = a.release_id, resolved_at = now(), reason = null,
          movie_id = coalesce(t.movie_id, a.movie_id), series_id = coalesce(t.series_id, a.series_id)
        from answers a
        where t.id = a.request_id and t.status = 'open'
        returning t.id, t.user_id, t.title, t.movie_id, t.series_id, a.labels, a.n
      ),
      inserted as (
        insert into notifications (user_id, type, title, labels, release_count, movie_id, series_id, subject, import_batch)
        select user_id, 'release', title, labels, n, movie_id, series_id, 'request:' || id, ${importBatch}
        from fulfilled
        on conflict (user_id, import_batch, subject) do nothing
        returning id, user_id
      ),
      pushed as (${enqueuePushes('inserted', pushAt)})
      select (select count(*) from inserted) as notified, (select count(*) from pushed) as pushed`,
    );
  }
}
