import sharp from 'sharp';
import type { CatalogueFileInput } from '../../modules/catalogue/catalogue-file.schema';
import type { ImageKind, ImageSource } from '../../modules/catalogue/catalogue-import.service';
import { hashString, seededRandom } from './demo-hash';

/** One image file the demo catalogue refers to, with the text to paint on it. */
export interface DemoImage {
  kind: ImageKind;
  name: string;
  title: string;
  subtitle?: string;
}

const SIZES: Record<ImageKind, { width: number; height: number }> = {
  poster: { width: 500, height: 750 },
  backdrop: { width: 1280, height: 720 },
  profile: { width: 185, height: 278 },
  still: { width: 400, height: 225 },
};

type Rgb = [number, number, number];

interface Palette {
  from: string;
  to: string;
  accent: string;
  angle: number;
}

interface TextBlock {
  lines: string[];
  fontSize: number;
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return [channel(0), channel(8), channel(4)];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

// Dark, saturated gradients keep white type readable whatever hue the hash picks.
function paletteFor(title: string): Palette {
  const hash = hashString(title);
  const hue = hash % 360;
  const shift = 25 + ((hash >>> 9) % 70);
  const saturation = 45 + ((hash >>> 16) % 25);
  return {
    from: toHex(hslToRgb(hue, saturation, 32)),
    to: toHex(hslToRgb((hue + shift) % 360, saturation - 10, 11)),
    accent: toHex(hslToRgb((hue + 180 + shift / 2) % 360, 80, 70)),
    angle: (hash >>> 24) % 180,
  };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

// librsvg offers no text metrics up front, so widths are estimated per glyph
// class, measured on DejaVu bold (the usual fallback) so that lines never overflow.
function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let units = 0;
  for (const ch of text) {
    if (ch === ' ') units += 0.35;
    else if ("iljtfrI.,:;'!|’".includes(ch)) units += 0.43;
    else if ('mwMW'.includes(ch)) units += 1.04;
    else if ('&<>%@'.includes(ch)) units += 0.86;
    else if (ch !== ch.toLowerCase()) units += 0.8;
    else if (ch >= '0' && ch <= '9') units += 0.7;
    else units += 0.65;
  }
  return units * fontSize + letterSpacing * [...text].length;
}

function wrapWords(text: string, fontSize: number, maxWidth: number): string[] | null {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (textWidth(word, fontSize) > maxWidth) return null;
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function hardWrap(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const ch of text.replace(/\s+/g, ' ')) {
    if (textWidth(current + ch, fontSize) > maxWidth) {
      lines.push(current.trimEnd());
      current = ch === ' ' ? '' : ch;
    } else current += ch;
  }
  if (current.trim()) lines.push(current.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, -1).trimEnd()}…`;
  return kept;
}

/** The largest font size (in steps of 2) at which the text fits the box by whole words. */
function fitText(
  text: string,
  maxWidth: number,
  maxLines: number,
  maxSize: number,
  minSize: number,
): TextBlock {
  for (let fontSize = maxSize; fontSize >= minSize; fontSize -= 2) {
    const lines = wrapWords(text, fontSize, maxWidth);
    if (lines && lines.length <= maxLines) return { lines, fontSize };
  }
  return { lines: hardWrap(text, minSize, maxWidth, maxLines), fontSize: minSize };
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const first = words[0]?.match(/\p{L}/u)?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]!.match(/\p{L}/u)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Text lines stacked upwards so that the last baseline sits at `bottom`, with a soft drop shadow. */
function textLines(
  block: TextBlock,
  opts: { x: number; bottom: number; family: string; weight: number; anchor?: string; opacity?: number },
): string {
  const lineHeight = block.fontSize * 1.12;
  const top = opts.bottom - (block.lines.length - 1) * lineHeight;
  const attrs = `font-family="${opts.family}" font-size="${block.fontSize}" font-weight="${opts.weight}" text-anchor="${opts.anchor ?? 'start'}"`;
  return block.lines
    .map((line, i) => {
      const y = (top + i * lineHeight).toFixed(1);
      const text = escapeXml(line);
      return (
        `<text x="${opts.x + 2}" y="${y}" dy="2" ${attrs} fill="#000" fill-opacity="0.35">${text}</text>` +
        `<text x="${opts.x}" y="${y}" ${attrs} fill="#fff" fill-opacity="${opts.opacity ?? 1}">${text}</text>`
      );
    })
    .join('');
}

function grainTile(seed: string): string {
  const random = seededRandom(`grain:${seed}`);
  let dots = '';
  for (let i = 0; i < 90; i += 1) {
    const x = Math.floor(random() * 48);
    const y = Math.floor(random() * 48);
    const fill = random() < 0.5 ? '#fff' : '#000';
    dots += `<rect x="${x}" y="${y}" width="1" height="1" fill="${fill}" fill-opacity="${(0.05 + random() * 0.09).toFixed(3)}"/>`;
  }
  return `<pattern id="grain" width="48" height="48" patternUnits="userSpaceOnUse">${dots}</pattern>`;
}

// Plain strokes: a rotated <pattern> costs librsvg several times more than the
// lines themselves, and at this opacity antialiasing is invisible but not free.
function hatching(width: number, height: number, angle: number): string {
  const slope = Math.tan(((20 + (angle % 50)) * Math.PI) / 180);
  const rise = height * slope;
  const step = Math.max(16, Math.round(Math.min(width, height) / 30));
  let d = '';
  for (let x = -rise; x < width; x += step) d += `M${x.toFixed(0)} ${height}L${(x + rise).toFixed(0)} 0`;
  return `<path d="${d}" stroke="#fff" stroke-opacity="0.045" stroke-width="2" shape-rendering="crispEdges"/>`;
}

/**
 * Gradient, hatching, a light band, rings and film grain. Only linear gradients:
 * librsvg paints a radial one several times slower, and that decides the render time.
 */
function background(width: number, height: number, title: string, palette: Palette): string {
  const random = seededRandom(`shapes:${title}`);
  const unit = Math.min(width, height);
  const cx = (width * (0.55 + random() * 0.35)).toFixed(1);
  const cy = (height * (0.12 + random() * 0.3)).toFixed(1);
  const r = unit * (0.28 + random() * 0.2);
  const band = height * (0.35 + random() * 0.3);
  const angle = (palette.angle * Math.PI) / 180;
  const [x1, y1, x2, y2] = [0.5 - Math.cos(angle) / 2, 0, 0.5 + Math.cos(angle) / 2, 1].map((n) =>
    n.toFixed(3),
  );
  return (
    `<defs>` +
    `<linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    // Darkens the lower part, where the title sits.
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>` +
    grainTile(title) +
    `</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${(width * (0.1 + random() * 0.3)).toFixed(1)}" cy="${(height * 0.1).toFixed(1)}" r="${(unit * 0.6).toFixed(1)}" fill="#fff" fill-opacity="0.05"/>` +
    hatching(width, height, palette.angle) +
    `<polygon points="0,${band} ${width},${band - height * 0.25} ${width},${band - height * 0.1} 0,${band + height * 0.15}" fill="#fff" fill-opacity="0.035"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.45).toFixed(1)}" fill="${palette.accent}" fill-opacity="0.13"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.72).toFixed(1)}" fill="none" stroke="${palette.accent}" stroke-opacity="0.22" stroke-width="${(unit / 250).toFixed(1)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r.toFixed(1)}" fill="none" stroke="${palette.accent}" stroke-opacity="0.35" stroke-width="${(unit / 160).toFixed(1)}"/>` +
    `<rect width="${width}" height="${height}" fill="url(#grain)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#floor)"/>`
  );
}

function posterSvg(title: string, subtitle: string | undefined, palette: Palette): string {
  const { width, height } = SIZES.poster;
  const pad = 40;
  const block = fitText(title, width - 2 * pad, 5, 64, 26);
  return (
    background(width, height, title, palette) +
    `<text x="${pad}" y="54" font-family="sans-serif" font-size="13" font-weight="700" letter-spacing="4" fill="#fff" fill-opacity="0.7">NZBKINO</text>` +
    `<rect x="${pad}" y="66" width="44" height="3" fill="${palette.accent}"/>` +
    textLines(block, {
      x: pad,
      bottom: subtitle ? height - 100 : height - 60,
      family: 'serif',
      weight: 700,
    }) +
    (subtitle
      ? `<text x="${pad}" y="${height - 56}" font-family="sans-serif" font-size="22" font-weight="700" letter-spacing="3" fill="${palette.accent}">${escapeXml(subtitle)}</text>`
      : '')
  );
}

function backdropSvg(title: string, subtitle: string | undefined, palette: Palette): string {
  const { width, height } = SIZES.backdrop;
  const right = width - 72;
  const block = fitText(title, 780, 3, 96, 40);
  // The hero overlays its own text from the left, so the title sits on the right.
  return (
    background(width, height, title, palette) +
    textLines(block, {
      x: right,
      bottom: subtitle ? height - 120 : height - 72,
      family: 'serif',
      weight: 700,
      anchor: 'end',
      opacity: 0.9,
    }) +
    (subtitle
      ? `<text x="${right}" y="${height - 66}" font-family="sans-serif" font-size="30" font-weight="700" letter-spacing="5" text-anchor="end" fill="${palette.accent}">${escapeXml(subtitle)}</text>`
      : '')
  );
}

function profileSvg(name: string, subtitle: string | undefined, palette: Palette): string {
  const { width, height } = SIZES.profile;
  const cx = width / 2;
  const cy = 104;
  const letters = initials(name);
  const nameBlock = fitText(name, width - 20, 2, 17, 11);
  return (
    background(width, height, name, palette) +
    `<circle cx="${cx}" cy="${cy}" r="62" fill="#fff" fill-opacity="0.12" stroke="${palette.accent}" stroke-opacity="0.85" stroke-width="3"/>` +
    `<text x="${cx}" y="${cy + 16}" font-family="sans-serif" font-size="${letters.length > 1 ? 44 : 52}" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(letters)}</text>` +
    textLines(nameBlock, {
      x: cx,
      bottom: subtitle ? height - 30 : height - 18,
      family: 'sans-serif',
      weight: 700,
      anchor: 'middle',
    }) +
    (subtitle
      ? `<text x="${cx}" y="${height - 12}" font-family="sans-serif" font-size="11" text-anchor="middle" fill="${palette.accent}">${escapeXml(hardWrap(subtitle, 11, width - 16, 1)[0] ?? '')}</text>`
      : '')
  );
}

function stillSvg(title: string, subtitle: string | undefined, palette: Palette): string {
  const { width, height } = SIZES.still;
  const block = fitText(title, width - 40, 2, 30, 16);
  const badge = subtitle ? escapeXml(subtitle) : '';
  const badgeWidth = subtitle ? textWidth(subtitle, 14, 1) + 20 : 0;
  return (
    background(width, height, title, palette) +
    (subtitle
      ? `<rect x="16" y="16" width="${badgeWidth.toFixed(1)}" height="26" rx="5" fill="#000" fill-opacity="0.4"/>` +
        `<text x="26" y="34" font-family="sans-serif" font-size="14" font-weight="700" letter-spacing="1" fill="${palette.accent}">${badge}</text>`
      : '') +
    textLines(block, { x: 20, bottom: height - 22, family: 'sans-serif', weight: 700 })
  );
}

/** The SVG a demo image is painted from (`renderDemoImage` turns it into WebP). */
export function demoImageSvg(kind: ImageKind, title: string, subtitle?: string): string {
  const palette = paletteFor(title);
  const { width, height } = SIZES[kind];
  const body =
    kind === 'poster'
      ? posterSvg(title, subtitle, palette)
      : kind === 'backdrop'
        ? backdropSvg(title, subtitle, palette)
        : kind === 'profile'
          ? profileSvg(title, subtitle, palette)
          : stillSvg(title, subtitle, palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/**
 * Paints a placeholder image for the demo catalogue: a gradient in colours
 * derived from the title, a light geometric pattern and film grain, and the
 * title in large type. Same input, same bytes.
 */
export async function renderDemoImage(kind: ImageKind, title: string, subtitle?: string): Promise<Buffer> {
  return sharp(Buffer.from(demoImageSvg(kind, title, subtitle)))
    .webp({ quality: 80, effort: 1 })
    .toBuffer();
}

function yearOf(date: string | undefined): number | undefined {
  return date ? Number(date.slice(0, 4)) : undefined;
}

function episodeCode(season: number, episode: number): string {
  return `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}`;
}

/** Every image file the catalogue refers to, once each (the first reference decides the text). */
export function listDemoImages(catalogue: CatalogueFileInput): DemoImage[] {
  const images = new Map<string, DemoImage>();
  const add = (kind: ImageKind, name: string | undefined, title: string, subtitle?: string) => {
    const key = `${kind}/${name}`;
    if (!name || images.has(key)) return;
    images.set(key, subtitle === undefined ? { kind, name, title } : { kind, name, title, subtitle });
  };
  const addCast = (
    cast: { name: string; character?: string | undefined; profile?: string | undefined }[] = [],
  ) => {
    for (const person of cast) add('profile', person.profile, person.name, person.character);
  };

  for (const movie of catalogue.movies ?? []) {
    const year = movie.year ?? yearOf(movie.releaseDate);
    const subtitle = year === undefined ? undefined : String(year);
    add('poster', movie.poster, movie.title, subtitle);
    add('backdrop', movie.backdrop, movie.title, subtitle);
    addCast(movie.cast);
  }
  for (const show of catalogue.series ?? []) {
    const year = yearOf(show.firstAirDate);
    const subtitle = year === undefined ? undefined : String(year);
    add('poster', show.poster, show.title, subtitle);
    add('backdrop', show.backdrop, show.title, subtitle);
    addCast(show.cast);
    for (const season of show.seasons ?? []) {
      add('poster', season.poster, show.title, season.name ?? `Staffel ${season.seasonNumber}`);
      for (const episode of season.episodes ?? []) {
        add(
          'still',
          episode.still,
          episode.title ?? show.title,
          episodeCode(season.seasonNumber, episode.episodeNumber),
        );
      }
    }
  }
  return [...images.values()];
}

/** An image source for the catalogue import that paints the demo catalogue's images on request. */
export function demoImageSource(catalogue: CatalogueFileInput): ImageSource {
  const byName = new Map(listDemoImages(catalogue).map((image) => [`${image.kind}/${image.name}`, image]));
  return async (kind, name) => {
    const image = byName.get(`${kind}/${name}`);
    return image ? renderDemoImage(kind, image.title, image.subtitle) : null;
  };
}
