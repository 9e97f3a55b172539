import { authMessages, type LoginResponse } from '@nzbkino/shared';
import type { SecurityConfig } from '../../config';
import { HttpError } from '../../lib/http-errors';
import { normalizeUsername } from '../../lib/username-skeleton';
import { clientNetwork, throttleKey } from '../attempt-throttle/throttle-keys';
import type { ThrottleService } from '../attempt-throttle/throttle.service';
import type { CaptchaService } from '../captcha/captcha.service';
import { verifyPassword } from '../users/password';
import type { UsersRepository } from '../users/users.repository';
import {
  REMEMBER_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  suspendedError,
  toAuthUser,
  type AuthService,
} from './auth.service';
import { DUMMY_PASSWORD_HASH } from './dummy-hash';

export interface SignInInput {
  identifier: string;
  password: string;
  remember: boolean;
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

const identifierOf = (identifier: string) => normalizeUsername(identifier).toLowerCase();

/**
 * The counter of failed sign-ins for one typed identifier from every network
 * (also used to reset it); `ａｄｍｉｎ` counts as `admin`, so other spellings of
 * one name get no extra tries.
 */
export const loginIdentifierKey = (identifier: string) => throttleKey('login-id', identifierOf(identifier));

/** The counter of failed sign-ins for one typed identifier from one client network. */
export const loginPairKey = (identifier: string, network: string) =>
  throttleKey('login-id-net', `${identifierOf(identifier)}\n${network}`);

/**
 * Sign-in with the abuse rules of spec 000 §4/§8. Failures are counted per typed
 * identifier and client network, per identifier and per client network; from 2
 * on any of them a captcha is required. The 3rd on one identifier from one
 * network blocks that pair for LOGIN_BLOCK_SECONDS, as the spec's sign-in form
 * does; the owner elsewhere goes on with a captcha, so three wrong passwords
 * from a stranger do not lock an account out. LOGIN_IDENTIFIER_BLOCK_AFTER
 * failures from all networks block the identifier itself (guessing from many
 * addresses), LOGIN_ADDRESS_BLOCK_AFTER from one network block the network
 * (many identifiers from one source). Unknown and known accounts take the
 * same path, the same time and get the same answers.
 */
export class SignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly captcha: CaptchaService,
    private readonly throttle: ThrottleService,
    private readonly security: SecurityConfig,
  ) {}

  async signIn(input: SignInInput, clientAddress: string): Promise<LoginResponse> {
    const s = this.security;
    const options = { windowSeconds: s.loginWindowSeconds, blockSeconds: s.loginBlockSeconds };
    const network = clientNetwork(clientAddress);
    const pairKey = loginPairKey(input.identifier, network);
    const idKey = loginIdentifierKey(input.identifier);
    const addressKey = throttleKey('login-addr', network);

    const keys = [pairKey, idKey, addressKey];
    const { blockedFor, failures } = await this.throttle.state(keys, s.loginWindowSeconds);
    if (blockedFor > 0) throw this.throttle.blocked(blockedFor);
    await this.captcha.check(input.captchaId, input.captcha, failures >= s.loginCaptchaAfter);

    const attempt = await this.throttle.begin(
      [
        { key: pairKey, blockAfter: s.loginBlockAfter },
        { key: idKey, blockAfter: s.loginIdentifierBlockAfter },
        { key: addressKey, blockAfter: s.loginAddressBlockAfter },
      ],
      options,
    );
    // Attempts sent at once all read the counters before any was charged: the charge decides.
    // One that turns out to be the 3rd or later on a counter needed a captcha it did not bring.
    const solved = Boolean(input.captchaId && input.captcha);
    if (!solved && attempt.hits.some((hits) => hits > s.loginCaptchaAfter)) {
      await this.throttle.succeed(attempt, []);
      throw new HttpError(400, authMessages.requiresCaptcha, { requiresCaptcha: true });
    }
    const user = await this.findAccount(input.identifier);
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
    if (!user || !ok) {
      const blockTime = await this.throttle.fail(attempt, options);
      if (blockTime > 0) throw this.throttle.blocked(blockTime);
      throw new HttpError(401, authMessages.badCredentials);
    }
    await this.throttle.succeed(attempt, [pairKey, idKey]);
    // Only after the password: whether an account is suspended is nobody else's business.
    if (user.suspendedAt) throw suspendedError(user);
    const ttl = input.remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
    return { access_token: this.auth.issueToken(user, ttl), user: toAuthUser(user) };
  }

  /**
   * The account of a name or address as typed, else as normalised (`ａｄｍｉｎ` is
   * `admin`). Never by look-alike skeleton: `аdmin` (Cyrillic а) is not `admin`.
   * An account older than normalisation keeps signing in under its own spelling.
   */
  private async findAccount(identifier: string) {
    const typed = identifier.trim();
    const normalized = normalizeUsername(identifier);
    return (
      (await this.users.findByIdentifier(typed)) ??
      (normalized !== typed ? await this.users.findByIdentifier(normalized) : undefined)
    );
  }
}
