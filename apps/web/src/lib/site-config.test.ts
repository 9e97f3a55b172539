import { describe, expect, it } from 'vitest';
import { readSiteConfig } from './site-config';

function documentWith(config: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (config !== null) {
    const script = doc.createElement('script');
    script.id = 'site-config';
    script.type = 'application/json';
    script.textContent = config;
    doc.head.append(script);
  }
  return doc;
}

describe('site config', () => {
  it('reads the site name the server wrote into index.html', () => {
    expect(readSiteConfig(documentWith('{"siteName":"  KinoKiste "}'))).toEqual({ siteName: 'KinoKiste' });
  });

  it.each([
    ['a missing tag', null],
    ['corrupt JSON', '{"siteName":'],
    ['an empty name', '{"siteName":"   "}'],
    ['a name that is no string', '{"siteName":42}'],
    ['JSON that is no object', '"NZBKino"'],
  ])('falls back to NZBKino on %s', (_case, config) => {
    expect(readSiteConfig(documentWith(config))).toEqual({ siteName: 'NZBKino' });
  });
});
