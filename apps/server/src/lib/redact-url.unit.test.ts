import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides API keys, feed credentials and tokens, keeps everything else', () => {
    expect(redactUrl('/api?t=search&apikey=abc123&q=Metropolis')).toBe(
      '/api?t=search&apikey=[redacted]&q=Metropolis',
    );
    expect(redactUrl('/rss?t=-2&dl=1&r=abc&i=7')).toBe('/rss?t=-2&dl=1&r=[redacted]&i=[redacted]');
    expect(redactUrl('/api/nfo/view/x.nfo?token=nfo.1.2.sig')).toBe('/api/nfo/view/x.nfo?token=[redacted]');
    expect(redactUrl('/api/releases/23/nzb?uid=2&exp=1790000000&sig=5NgbJAtA')).toBe(
      '/api/releases/23/nzb?uid=2&exp=1790000000&sig=[redacted]',
    );
    expect(redactUrl('/api?APIKEY=abc')).toBe('/api?APIKEY=[redacted]');
    expect(redactUrl('/api?api%6Bey=abc')).toBe('/api?api%6Bey=[redacted]');
    expect(redactUrl('/api/movies?limit=20')).toBe('/api/movies?limit=20');
    expect(redactUrl('/api/movies')).toBe('/api/movies');
    expect(redactUrl('/api?q=%E0%A4%A&ride=1')).toBe('/api?q=%E0%A4%A&ride=1');
  });
});
