import { describe, expect, it } from 'vitest';
import { looksRandom } from './obfuscation';

describe('looksRandom', () => {
  it('takes hex, base62 and UUID-like strings of 16 or more characters for random', () => {
    for (const name of [
      '3f9a0c6e1b7d4f2a8e5c0b9d6a3f1e7c',
      '3F9A0C6E1B7D4F2A',
      'Qm7Zr2Xw9LpK4vT8nB3d',
      'kQzXwLpRtVbNmHcJ',
      '4f7c2a9e-81b3-4d6f-9a0e-3c5b7d1f2e8a',
      '20240315120000123456',
    ]) {
      expect(looksRandom(name), name).toBe(true);
    }
  });

  it('never takes release names, German words or short strings for random', () => {
    for (const name of [
      'Die.Fälscher.2007.GERMAN.DL.1080p.BluRay.x264-DETAiLS',
      'Der Tatortreiniger S07E01 German 720p WEB h264-GRP',
      'Donaudampfschifffahrtsgesellschaft',
      'Rindfleischetikettierungsueberwachung',
      'SchwarzwaldKlinikStaffelEins',
      'Tatortreiniger2007',
      'TatortreinigerS07E01German720p',
      'a8f7e9c0',
      '3f9a0c6e',
      '',
    ]) {
      expect(looksRandom(name), name).toBe(false);
    }
  });
});
