import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema/index';
import { executePrepared } from '../../../db/prepared';
import { rowsOf } from '../../../db/user-lock';
import { TurnBatch } from '../../../lib/turn-batch';
import { COMMIT_ASYNCHRONOUSLY, type ApiUsage } from './api-usage.repository';

/** What a counted call needs to know about the key's owner. */
export type KeyHolderRow = Pick<
  UserRow,
  'id' | 'username' | 'email' | 'role' | 'displayName' | 'membershipExpiresAt' | 'suspendedAt'
>;

/** Which calls the statement counts: the hour, the 24-hour window, and the roles that may use the API. */
export interface Counting {
  hour: Date;
  windowStart: Date;
  now: Date;
  roles: UserRow['role'][];
}

type Raw = {
  id: number;
  username: string;
  email: string;
  role: UserRow['role'];
  display_name: string | null;
  membership_expires_at: Date | string | null;
  suspended_at: Date | string | null;
  bumped: number | string | null;
  earlier: number | string;
  oldest: Date | string | null;
};

const dateOf = (value: Date | string | null) => (value == null ? null : new Date(value));

/** The owner's columns, as both lookups read them. */
const HOLDER_COLUMNS = sql.raw(
  'id, username, email, role, display_name, membership_expires_at, suspended_at',
);

function holderOf(row: Raw): KeyHolderRow {
  return {
    id: Number(row.id),
    username: row.username,
    email: row.email,
    role: row.role,
    displayName: row.display_name,
    membershipExpiresAt: dateOf(row.membership_expires_at),
    suspendedAt: dateOf(row.suspended_at),
  };
}

/**
 * The key lookup of a counted Newznab or feed call and its request count, in
 * one statement: one round trip less on every call than looking up and then
 * counting (bench/README.md). The count happens only for an account that is
 * not suspended and has a role that may use the API (a membership that ended
 * counts as Basic); the caller checks the same in code and corrects the rare
 * case where the two disagree (ApiLimitService.admit).
 */
export class KeyHolderRepository {
  constructor(private readonly db: Database) {}

  /** The key's owner, for the calls that are not counted (caps, get): one prepared statement, as on the counted path. */
  async find(hash: string): Promise<KeyHolderRow | null> {
    const [row] = rowsOf<Raw>(
      await executePrepared(
        this.db,
        sql`select ${HOLDER_COLUMNS} from users where api_key_hash = ${hash} limit 1`,
      ),
    );
    return row ? holderOf(row) : null;
  }

  /**
   * The key's owner, with the call counted (or null: no such key). The calls
   * of one turn of the event loop share one statement ({@link countBatch}).
   */
  findCounting(
    hash: string,
    c: Counting,
  ): Promise<{ holder: KeyHolderRow; counted: ApiUsage | null } | null> {
    return this.counts.run(`${c.hour.getTime()} ${c.roles.join()}`, c, hash);
  }

  private readonly counts = new TurnBatch(
    (c: Counting, hashes: string[]) => this.countBatch(c, hashes),
    // The latest call's clock: a membership ending or an hour leaving the window in between counts for all.
    (a: Counting, b: Counting) => (b.now > a.now ? b : a),
  );

  /**
   * Looks up the keys of several calls and counts each call, in one statement:
   * on PGlite every statement costs ~0.3 ms before it reads a row, and on
   * PostgreSQL each is a round trip (bench/README.md). A member's calls in
   * one batch raise the hour's counter once by their number (one row cannot be
   * updated twice in a statement); the counts in between go to the calls in
   * their order, so each call's count is as if they had come one by one, and
   * the upsert's row lock keeps another process's calls out of that range.
   * The keys travel as a JSON array: PostgreSQL sizes an `unnest` of an array
   * parameter by its value, so a plan for one key always looked cheaper than
   * the generic plan and the statement was planned on every call (0.18 of its
   * 0.3 ms); a JSON array is sized alike with or without its value, so the
   * generic plan is kept after the first five calls (~0.1 ms a call).
   */
  private async countBatch(
    c: Counting,
    hashes: string[],
  ): Promise<({ holder: KeyHolderRow; counted: ApiUsage | null } | null)[]> {
    const rows = rowsOf<Raw & { ord: number | string }>(
      await executePrepared(
        this.db,
        sql`with holder as materialized (
          select k.ord, u.*,
            u.suspended_at is null and u.role = any(${sql.param(c.roles)}::text[])
              and (u.role not in ('PREMIUM', 'VIP') or u.membership_expires_at is null
                or u.membership_expires_at > ${c.now}) as counts
          from jsonb_array_elements_text(${JSON.stringify(hashes)}::jsonb) with ordinality as k(hash, ord)
          cross join lateral (select ${HOLDER_COLUMNS} from users where api_key_hash = k.hash limit 1) u),
        tally as (select id, count(*)::int as n from holder where counts group by id),
        bumped as (
          insert into api_usage (user_id, hour, requests)
          select id, ${c.hour}, n from tally
          on conflict (user_id, hour) do update set requests = api_usage.requests + excluded.requests
          returning user_id, requests)
        select h.*,
          case when h.counts then b.requests - t.n
            + row_number() over (partition by h.id, h.counts order by h.ord) end as bumped,
          (select coalesce(sum(requests), 0) from api_usage
            where user_id = h.id and hour > ${c.windowStart} and hour < ${c.hour}) as earlier,
          (select min(hour) from api_usage
            where user_id = h.id and hour > ${c.windowStart} and hour < ${c.hour}) as oldest,
          ${COMMIT_ASYNCHRONOUSLY} as commit_mode
        from holder h left join tally t on t.id = h.id left join bumped b on b.user_id = h.id`,
      ),
    );
    const found = new Map(rows.map((row) => [Number(row.ord), row]));
    return hashes.map((_, n) => {
      const row = found.get(n + 1);
      if (!row) return null;
      const holder = holderOf(row);
      if (row.bumped == null) return { holder, counted: null };
      // As ApiUsageRepository.bump answers: this call's count with the earlier hours of the window.
      const oldest = dateOf(row.oldest);
      return {
        holder,
        counted: {
          count: Number(row.bumped) + Number(row.earlier),
          oldest: oldest && oldest < c.hour ? oldest : c.hour,
        },
      };
    });
  }
}
