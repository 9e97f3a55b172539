import { timingSafeEqual } from 'node:crypto';
import { hasApiAccessRole } from '@nzbkino/shared';
import { apiKeyHash, toAuthUser, type AuthUser } from '../../auth/auth.service';
import type { ApiUsage } from './api-usage.repository';
import type { Counting, KeyHolderRepository } from './key-holder.repository';
import { NewznabError } from './newznab-errors';

export interface ApiCredentials {
  /** `apikey`, or NNTmux's `r` in feed addresses. */
  key?: string;
  /** NNTmux's `i`: the member's id, checked against the key's owner when given. */
  uid?: string;
}

/** The caller's own credentials as a query string, for the links of its answer. */
export function credentialsQuery(credentials: ApiCredentials, user: AuthUser): string {
  const key = encodeURIComponent(credentials.key ?? '');
  return credentials.uid !== undefined ? `r=${key}&i=${user.id}` : `apikey=${key}`;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Who may use the API: a valid key (100) of an account that is not suspended (101) and still has a role allowed to use it (102). */
export class NewznabAccess {
  constructor(
    private readonly enabled: boolean,
    private readonly keyHolders: KeyHolderRepository,
  ) {}

  assertEnabled(): void {
    if (!this.enabled) throw new NewznabError(910);
  }

  async authenticate(credentials: ApiCredentials): Promise<AuthUser> {
    this.assertEnabled();
    if (!credentials.key) throw new NewznabError(200, 'apikey');
    const hash = apiKeyHash(credentials.key);
    const holder = hash === null ? null : await this.keyHolders.find(hash);
    if (!holder) throw new NewznabError(100);
    return this.admitted(credentials, toAuthUser(holder), holder.suspendedAt !== null);
  }

  /**
   * As {@link authenticate}, and counts the call against the request limit in
   * the same statement (searches, details, NFOs, feeds). `counted` is null
   * when the statement did not count (no limit for the role, or an account the
   * checks below refuse); a refused call that was counted is taken back.
   */
  async authenticateCounting(
    credentials: ApiCredentials,
    counting: Counting,
    takeBack: (userId: number) => Promise<void>,
  ): Promise<{ user: AuthUser; counted: ApiUsage | null }> {
    this.assertEnabled();
    if (!credentials.key) throw new NewznabError(200, 'apikey');
    const hash = apiKeyHash(credentials.key);
    const found = hash === null ? null : await this.keyHolders.findCounting(hash, counting);
    if (!found) throw new NewznabError(100);
    const user = toAuthUser(found.holder);
    try {
      return {
        user: this.admitted(credentials, user, found.holder.suspendedAt !== null),
        counted: found.counted,
      };
    } catch (error) {
      if (found.counted) await takeBack(user.id);
      throw error;
    }
  }

  private admitted(credentials: ApiCredentials, user: AuthUser, suspended: boolean): AuthUser {
    if (credentials.uid !== undefined && !sameText(credentials.uid, String(user.id)))
      throw new NewznabError(100);
    // Suspended by an administrator: the key stops working at once, with the spec's own code.
    if (suspended) throw new NewznabError(101);
    // Spec 000 §2, §6: the API is for Premium, VIP and admins. A Basic key (issued before the gate, or a membership that ended) keeps working nowhere.
    if (!hasApiAccessRole(user.role)) throw new NewznabError(102);
    return user;
  }
}
