import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures for short-lived addresses (a signed NZB link, an NFO
 * view token). Each purpose derives its own key from the server secret, so a
 * signature made for one purpose never verifies for another, and none of them
 * is an access token.
 */
export class UrlSigner {
  private readonly key: Buffer;

  constructor(secret: Buffer, purpose: string) {
    this.key = createHmac('sha256', secret).update(`nzbkino:${purpose}`).digest();
  }

  sign(parts: readonly (string | number)[]): string {
    // A separator that no part contains (ids, file names, numbers), so parts cannot shift into each other.
    return createHmac('sha256', this.key).update(parts.join('\n')).digest('base64url');
  }

  verify(parts: readonly (string | number)[], signature: string): boolean {
    const expected = Buffer.from(this.sign(parts));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
