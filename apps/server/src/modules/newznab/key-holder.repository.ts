import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { executePrepared } from '../../db/prepared';
import { rowsOf } from '../../db/user-lock';
import { COMMIT_ASYNCHRONOUSLY, type ApiUsage } from './api-usage.repository';

/** What a counted call needs to know about the key's owner. */
export type KeyHolderRow = Pick<
  UserRow,
  'id' | 'username' | 'email' | 'role' | 'displayName' | 'membershipExpiresAt' | 'suspendedAt'
>;

/** Which calls the statement counts: the hour, the 24-hour window, and the roles with a request limit. */
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
 * not suspended and has a role with a request limit (a membership that ended
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

  async findCounting(
    hash: string,
    c: Counting,
  ): Promise<{ holder: KeyHolderRow; counted: ApiUsage | null } | null> {
    const [row] = rowsOf<Raw>(
      await executePrepared(
        this.db,
        sql`with holder as (select ${HOLDER_COLUMNS} from users where api_key_hash = ${hash} limit 1),
        bumped as (
          insert into api_usage (user_id, hour, requests)
          select id, ${c.hour}, 1 from holder
          where suspended_at is null and role = any(${sql.param(c.roles)}::text[])
            and (role not in ('PREMIUM', 'VIP') or membership_expires_at is null or membership_expires_at > ${c.now})
          on conflict (user_id, hour) do update set requests = api_usage.requests + 1
          returning requests)
        select h.*, (select requests from bumped) as bumped,
          (select coalesce(sum(requests), 0) from api_usage
            where user_id = h.id and hour > ${c.windowStart} and hour < ${c.hour}) as earlier,
          (select min(hour) from api_usage
            where user_id = h.id and hour > ${c.windowStart} and hour < ${c.hour}) as oldest,
          ${COMMIT_ASYNCHRONOUSLY} as commit_mode
        from holder h`,
      ),
    );
    if (!row) return null;
    const holder = holderOf(row);
    if (row.bumped == null) return { holder, counted: null };
    // As ApiUsageRepository.bump answers: this hour's count with the earlier hours of the window.
    const oldest = dateOf(row.oldest);
    return {
      holder,
      counted: {
        count: Number(row.bumped) + Number(row.earlier),
        oldest: oldest && oldest < c.hour ? oldest : c.hour,
      },
    };
  }
}
