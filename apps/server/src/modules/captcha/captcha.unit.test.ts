import { describe, expect, it } from 'vitest';
import { createQuestion } from './captcha-question';
import { renderCaptchaSvg } from './captcha-image';

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('captcha question (spec 000 §5)', () => {
  it('uses numbers 1 to 10 with plus, minus and times; minus is never negative', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const q = createQuestion();
      const match = /^(\d+) ([+−×]) (\d+) = \?$/.exec(q.text);
      expect(match, q.text).not.toBeNull();
      const [, a, op, b] = match!;
      const x = Number(a);
      const y = Number(b);
      for (const n of [x, y]) expect(n >= 1 && n <= 10).toBe(true);
      seen.add(op!);
      if (op === '+') expect(q.answer).toBe(x + y);
      if (op === '×') expect(q.answer).toBe(x * y);
      if (op === '−') {
        expect(x).toBeGreaterThanOrEqual(y);
        expect(q.answer).toBe(x - y);
      }
      expect(q.answer).toBeGreaterThanOrEqual(0);
    }
    expect([...seen].sort()).toEqual(['+', '×', '−'].sort());
  });

  it('covers the edges of the range', () => {
    const picks = [9, 9, 2]; // 10 × 10
    expect(createQuestion(() => picks.shift() ?? 0)).toEqual({ text: '10 × 10 = ?', answer: 100 });
    const minus = [0, 9, 1]; // 1 − 10 → 10 − 1
    expect(createQuestion(() => minus.shift() ?? 0)).toEqual({ text: '10 − 1 = ?', answer: 9 });
  });
});

describe('captcha image', () => {
  it('draws the question as paths only: no text, fonts, titles or scripts', () => {
    const svg = renderCaptchaSvg('7 × 8 = ?', seeded(1));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<text|<tspan|font|<title|<desc|<script|<use|<g[ >]|id=|class=|data-/i);
    // Every element is a path except the background rectangle.
    const tags = [...svg.matchAll(/<(\w+)/g)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(['svg', 'rect', 'path']));
    // Noise outnumbers the glyph strokes (the glyphs of "7 × 8 = ?" have 9 strokes).
    expect(tags.filter((t) => t === 'path').length).toBeGreaterThan(50);
  });

  it('draws the same question differently every time', () => {
    const a = renderCaptchaSvg('3 + 4 = ?', seeded(1));
    const b = renderCaptchaSvg('3 + 4 = ?', seeded(2));
    expect(a).not.toBe(b);
    // Neither the length nor the sequence of the paths is a fingerprint of the question.
    const strokesOf = (svg: string) => [...svg.matchAll(/stroke-width="([\d.]+)"/g)].map((m) => m[1]);
    expect(strokesOf(a)).not.toEqual(strokesOf(b));
  });

  it('has a glyph for every character a question can contain', () => {
    for (const text of ['10 × 10 = ?', '9 − 3 = ?', '1 + 2 = ?', '4 + 5 = ?', '6 + 7 = ?', '8 + 0 = ?']) {
      expect(() => renderCaptchaSvg(text, seeded(3))).not.toThrow();
    }
  });
});
