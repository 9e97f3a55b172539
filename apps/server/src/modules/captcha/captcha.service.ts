import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { authMessages } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import { clientNetwork, throttleKey } from '../attempt-throttle/throttle-keys';
import type { ThrottleService } from '../attempt-throttle/throttle.service';
import type { CaptchaRepository } from './captcha.repository';
import { renderCaptchaSvg } from './captcha-image';
import { createQuestion } from './captcha-question';

export interface CaptchaOptions {
  ttlSeconds: number;
  perTenMinutes: number;
  /** Browser journeys only (never in production): the answer is handed out with the image. */
  testMode: boolean;
}

export interface IssuedCaptcha {
  id: string;
  image: string;
  expiresIn: number;
  /** Only in test mode. */
  answer?: number;
}

const PURGE_EVERY_MS = 60_000;

/**
 * The captcha of spec 000 §4/§5, checked on the server. Each captcha has a
 * random id, expires, and is deleted at its first check, so an answer is good
 * for one attempt only. The stored answer is an HMAC bound to the id.
 */
export class CaptchaService {
  private lastPurge = 0;

  constructor(
    private readonly repository: CaptchaRepository,
    private readonly throttle: ThrottleService,
    private readonly secret: Buffer,
    private readonly options: CaptchaOptions,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async issue(clientAddress: string): Promise<IssuedCaptcha> {
    await this.throttle.consume(
      throttleKey('captcha-addr', clientNetwork(clientAddress)),
      this.options.perTenMinutes,
      600,
    );
    const now = this.clock();
    const question = createQuestion();
    const id = randomBytes(18).toString('base64url');
    await this.repository.insert({
      id,
      answerHash: this.answerHash(id, question.answer),
      expiresAt: new Date(now.getTime() + this.options.ttlSeconds * 1000),
    });
    this.purgeSometimes(now);
    const svg = renderCaptchaSvg(question.text);
    return {
      id,
      image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      expiresIn: this.options.ttlSeconds,
      ...(this.options.testMode ? { answer: question.answer } : {}),
    };
  }

  /** True when the answer is right; the captcha is used up either way. */
  async verify(id: string, answer: string): Promise<boolean> {
    const row = await this.repository.take(id);
    if (!row || row.expiresAt <= this.clock()) return false;
    const typed = answer.trim();
    if (!/^\d{1,3}$/.test(typed)) return false;
    const expected = Buffer.from(row.answerHash, 'base64url');
    const given = Buffer.from(this.answerHash(id, Number(typed)), 'base64url');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * Checks a captcha sent along with a request: a wrong, reused or expired one
   * is a 400 `captchaInvalid`; a missing one is a 400 `requiresCaptcha` when `required`.
   */
  async check(id: string | undefined, answer: string | undefined, required: boolean): Promise<void> {
    if (id && answer) {
      if (await this.verify(id, answer)) return;
      throw new HttpError(400, authMessages.captchaInvalid, { captchaInvalid: true });
    }
    if (required) throw new HttpError(400, authMessages.requiresCaptcha, { requiresCaptcha: true });
  }

  private answerHash(id: string, answer: number): string {
    return createHmac('sha256', this.secret).update(`${id}:${answer}`).digest('base64url');
  }

  private purgeSometimes(now: Date): void {
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now.getTime();
    this.repository.purgeExpired(now).catch(() => undefined);
  }
}
