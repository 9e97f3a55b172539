import { glyphs, type Stroke } from './captcha-glyphs';

export type Random = () => number;

const WIDTH = 240;
const HEIGHT = 80;
const PALETTE = ['#f4f4f5', '#fcd34d', '#93c5fd', '#f9a8d4', '#86efac', '#fdba74', '#c4b5fd'];
const BACKGROUNDS = ['#191c23', '#1d2029', '#1a1e1c', '#201b22'];

type Point = [number, number];

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pickFrom = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const f = (n: number) => n.toFixed(1);

/** Quadratic curves through the midpoints: turns a jittered polyline into a hand-drawn line. */
function smoothPath(points: Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length === 0) return `M${f(first[0])} ${f(first[1])}l0.1 0.1`;
  let d = `M${f(first[0])} ${f(first[1])}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const [cx, cy] = rest[i]!;
    const [nx, ny] = rest[i + 1]!;
    d += `Q${f(cx)} ${f(cy)} ${f((cx + nx) / 2)} ${f((cy + ny) / 2)}`;
  }
  const last = rest[rest.length - 1]!;
  return `${d}L${f(last[0])} ${f(last[1])}`;
}

/** Splits every segment at random points and shakes all points a little. */
function roughen(points: Point[], random: Random, amount: number): Point[] {
  const out: Point[] = [];
  points.forEach((point, i) => {
    const next = points[i + 1];
    out.push([point[0] + between(random, -amount, amount), point[1] + between(random, -amount, amount)]);
    if (!next) return;
    const pieces = 1 + Math.floor(random() * 3);
    for (let k = 1; k < pieces; k++) {
      const t = k / pieces + between(random, -0.08, 0.08);
      out.push([
        point[0] + (next[0] - point[0]) * t + between(random, -amount, amount),
        point[1] + (next[1] - point[1]) * t + between(random, -amount, amount),
      ]);
    }
  });
  return out;
}

function strokeElement(d: string, color: string, width: number, opacity: number): string {
  return (
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" ` +
    `stroke-linecap="round" stroke-linejoin="round" opacity="${f(opacity)}"/>`
  );
}

function placeGlyph(
  strokes: readonly Stroke[],
  x: number,
  y: number,
  scale: number,
  angle: number,
): Point[][] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return strokes.map((stroke) =>
    stroke.map(([gx, gy]) => {
      const dx = (gx - 5) * scale;
      const dy = (gy - 8) * scale;
      return [x + dx * cos - dy * sin, y + dx * sin + dy * cos] as Point;
    }),
  );
}

function glyphElements(question: string, random: Random): string[] {
  const chars = [...question].filter((c) => c !== ' ');
  const advance = 29;
  // Spaces in the question become wider gaps around operators.
  const gaps = [...question].reduce((n, c) => n + (c === ' ' ? 1 : 0), 0);
  const total = chars.length * advance + gaps * 4;
  let x = (WIDTH - total) / 2 + advance / 2 + between(random, -6, 6);
  const elements: string[] = [];
  for (const c of question) {
    if (c === ' ') {
      x += 4;
      continue;
    }
    const strokes = glyphs[c];
    if (!strokes) throw new Error(`no glyph for ${c}`);
    const scale = between(random, 2.1, 2.5);
    const placed = placeGlyph(
      strokes,
      x,
      HEIGHT / 2 + between(random, -5, 5),
      scale,
      between(random, -0.3, 0.3),
    );
    // One colour per glyph keeps it readable for people; its strokes still lie apart in the markup.
    const color = pickFrom(random, PALETTE);
    const width = between(random, 2.8, 3.6);
    for (const points of placed) {
      elements.push(strokeElement(smoothPath(roughen(points, random, 1)), color, width, 1));
    }
    x += advance;
  }
  return elements;
}

function noiseElements(random: Random): string[] {
  const elements: string[] = [];
  const curves = 5 + Math.floor(random() * 3);
  for (let i = 0; i < curves; i++) {
    const y = () => f(between(random, 0, HEIGHT));
    const d = `M${f(between(random, -10, 20))} ${y()}C${f(between(random, 40, 90))} ${y()} ${f(between(random, 120, 180))} ${y()} ${f(between(random, 200, 230))} ${y()}`;
    elements.push(
      strokeElement(d, pickFrom(random, PALETTE), between(random, 1, 2), between(random, 0.5, 0.8)),
    );
  }
  // Short strokes as wide as the glyphs' own, so line width does not tell them apart.
  const decoys = 3 + Math.floor(random() * 3);
  for (let i = 0; i < decoys; i++) {
    const x = between(random, 5, WIDTH - 25);
    const y = between(random, 10, HEIGHT - 10);
    const points: Point[] = [
      [x, y],
      [x + between(random, -8, 8), y + between(random, -9, 9)],
      [x + between(random, 2, 14), y + between(random, -9, 9)],
    ];
    const d = smoothPath(roughen(points, random, 1.5));
    elements.push(
      strokeElement(d, pickFrom(random, PALETTE), between(random, 2.8, 3.6), between(random, 0.6, 0.9)),
    );
  }
  const dots = 40 + Math.floor(random() * 30);
  for (let i = 0; i < dots; i++) {
    const r = between(random, 0.6, 1.8);
    const cx = between(random, 0, WIDTH);
    const cy = between(random, 0, HEIGHT);
    elements.push(
      `<path d="M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0" fill="${pickFrom(random, PALETTE)}"/>`,
    );
  }
  return elements;
}

function shuffle<T>(list: T[], random: Random): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/**
 * The captcha image: the question's glyphs as jittered, rotated paths mixed
 * (in random document order) with noise curves, decoy strokes and dots. No
 * text, ids or grouping in the markup tell glyphs from noise.
 */
export function renderCaptchaSvg(question: string, random: Random = Math.random): string {
  const body = shuffle([...glyphElements(question, random), ...noiseElements(random)], random).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${pickFrom(random, BACKGROUNDS)}"/>${body}</svg>`
  );
}
