import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InvalidTokenError, signAccessToken, verifyAccessToken } from './jwt';

const secret = Buffer.from('a-test-secret-of-more-than-32-characters');
const b64 = (value: string) => Buffer.from(value).toString('base64url');
/** A token whose signature is right, so only the decoded parts decide. */
function signed(header: string, payload: string): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
const HS256 = JSON.stringify({ alg: 'HS256', typ: 'JWT' });
const now = Date.now();
const fresh = { sub: 1, tv: 0, iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 60 };

describe('verifyAccessToken', () => {
  it('accepts the tokens it signs', () => {
    const token = signAccessToken({ sub: 7, tv: 2 }, secret, 60, now);
    expect(verifyAccessToken(token, secret, now)).toMatchObject({ sub: 7, tv: 2 });
  });

  const malformed: [string, string][] = [
    ['a header that decodes to null', 'bnVsbA.a.b'],
    ['a header that is a number', `${b64('42')}.a.b`],
    ['a header that is an array', `${b64('["HS256"]')}.a.b`],
    ['a header that is a string', `${b64('"HS256"')}.a.b`],
    ['a header that is not JSON', `${b64('{alg')}.a.b`],
    ['characters outside base64url', '!!!.???.***'],
    ['an empty header', '.a.b'],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['alg none', `${b64(JSON.stringify({ alg: 'none' }))}.${b64(JSON.stringify(fresh))}.`],
    ['alg RS256', signed(JSON.stringify({ alg: 'RS256' }), JSON.stringify(fresh))],
    ['a huge token', `${b64(HS256)}.${'A'.repeat(100_000)}.x`],
    ['a signed payload of null', signed(HS256, 'null')],
    ['a signed payload that is an array', signed(HS256, '[1,2]')],
    ['a signed payload that is not JSON', signed(HS256, '{sub:')],
    ['a user id beyond the integer column', signed(HS256, JSON.stringify({ ...fresh, sub: 1e300 }))],
    ['a negative user id', signed(HS256, JSON.stringify({ ...fresh, sub: -1 }))],
    ['a token version as a string', signed(HS256, JSON.stringify({ ...fresh, tv: '0' }))],
    ['an expiry beyond safe integers', signed(HS256, JSON.stringify({ ...fresh, exp: 2 ** 60 }))],
  ];
  it.each(malformed)('refuses %s as an invalid token, nothing else', (_case, token) => {
    expect(() => verifyAccessToken(token, secret, now)).toThrow(InvalidTokenError);
  });

  it('refuses a token signed with another secret', () => {
    const token = signAccessToken({ sub: 7, tv: 2 }, Buffer.from('x'.repeat(40)), 60, now);
    expect(() => verifyAccessToken(token, secret, now)).toThrow(InvalidTokenError);
  });
});
