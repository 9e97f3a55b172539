import { describe, expect, it } from 'vitest';
import { NntpConfigError, parseNntpUrl } from './nntp-config';

describe('parseNntpUrl', () => {
  it('reads plain and TLS addresses with their default ports', () => {
    expect(parseNntpUrl('nntp://news.example.org')).toMatchObject({
      host: 'news.example.org',
      port: 119,
      tls: 'none',
      user: undefined,
      password: undefined,
      connections: 4,
      priority: 0,
      name: 'news.example.org:119',
    });
    expect(parseNntpUrl('nntps://news.example.org')).toMatchObject({ port: 563, tls: 'tls' });
    expect(parseNntpUrl('NNTPS://[::1]:5563')).toMatchObject({ host: '::1', port: 5563, tls: 'tls' });
  });

  it('URL-decodes user and password', () => {
    expect(
      parseNntpUrl('nntps://max%40example.de:Geheim%3AW%C3%B6rt%401@news.example.org:443'),
    ).toMatchObject({
      user: 'max@example.de',
      password: 'Geheim:Wört@1',
      port: 443,
    });
  });

  it('takes options from the query', () => {
    expect(
      parseNntpUrl(
        'nntp://u:p@h?connections=8&priority=2&starttls=1&allowSelfSigned=yes&compress=0&name=Füller',
        {
          connections: 4,
        },
      ),
    ).toMatchObject({
      connections: 8,
      priority: 2,
      tls: 'starttls',
      allowSelfSigned: true,
      compress: false,
      name: 'Füller',
      label: 'Füller',
    });
    expect(parseNntpUrl('nntp://h', { connections: 10, priority: 1 })).toMatchObject({
      connections: 10,
      priority: 1,
    });
  });

  it('refuses what cannot work, in German', () => {
    const cases = [
      'http://news.example.org',
      'news.example.org:119',
      'nntp://:secret@h',
      'nntp://h:0',
      'nntp://h?connections=0',
      'nntp://h?compress=vielleicht',
      'nntp://h?timeout=5',
      'nntps://h?starttls=1',
      'nntp://%E0%A4%A@h',
    ];
    for (const url of cases) {
      expect(() => parseNntpUrl(url), url).toThrow(NntpConfigError);
      expect(() => parseNntpUrl(url), url).toThrow(/Die Server-Adresse ist ungültig/);
    }
  });
});
