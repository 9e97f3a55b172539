import type { GroupInfo, NntpPool } from '../../integrations/nntp';
import { parseOverviewLine } from '../../integrations/nntp/nntp-overview';

/** Numbers read around a probe: cancelled or expired articles leave holes, one of these is there. */
const PROBE_WINDOW = 50;

/** The date of the first article the server has at or after `article`, or null when none is in the window. */
async function dateNear(pool: NntpPool, group: string, article: number, high: number): Promise<Date | null> {
  for await (const chunk of pool.over(
    group,
    article,
    Math.min(high, article + PROBE_WINDOW - 1),
    PROBE_WINDOW,
  )) {
    for (const line of chunk.lines) {
      const date = parseOverviewLine(line)?.date;
      if (date) return date;
    }
  }
  return null;
}

/**
 * The first article posted at or after `when`, by binary search over the
 * article numbers (their dates grow with them, as servers number articles in
 * arrival order): some 30 small OVERs for a group of a billion articles.
 * Answers `info.high + 1` when every article is older.
 */
export async function firstArticleSince(
  pool: NntpPool,
  group: string,
  info: Pick<GroupInfo, 'low' | 'high'>,
  when: Date,
): Promise<number> {
  let low = info.low;
  let high = info.high + 1;
  while (low < high) {
    const middle = low + Math.floor((high - low) / 2);
    const date = await dateNear(pool, group, middle, info.high);
    if (date === null || date >= when) high = middle;
    else low = middle + 1;
  }
  return low;
}
