import { describe, expect, it } from 'vitest';
import { clientNetwork, throttleKey } from './throttle-keys';

describe('clientNetwork', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
    expect(clientNetwork('::1')).toBe('0000:0000:0000:0000::/64');
  });
});

describe('throttleKey', () => {
  it('hashes the value and keeps the kind readable', () => {
    const key = throttleKey('login-id', 'alice');
    expect(key.startsWith('login-id:')).toBe(true);
    expect(key).not.toContain('alice');
    expect(throttleKey('login-id', 'alice')).toBe(key);
  });
});
