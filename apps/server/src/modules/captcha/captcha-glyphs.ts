/** A stroke: a polyline on a 10 × 16 grid, y pointing down. */
export type Stroke = ReadonlyArray<readonly [number, number]>;

// A small stroke font: each glyph is a list of polylines written as "x,y x,y …".
const FONT: Readonly<Record<string, readonly string[]>> = {
  '0': ['5,0 8,1 10,4 10,12 8,15 5,16 2,15 0,12 0,4 2,1 5,0'],
  '1': ['2,4 6,0 6,16', '2,16 10,16'],
  '2': ['0,4 2,1 5,0 8,1 10,4 9,7 0,16 10,16'],
  '3': ['0,2 4,0 8,1 10,4 8,7 4,8', '4,8 8,9 10,12 8,15 4,16 0,14'],
  '4': ['7,16 7,0 0,11 10,11'],
  '5': ['10,0 1,0 0,7 5,6 9,8 10,12 8,15 4,16 0,14'],
  '6': ['9,1 5,0 2,2 0,7 0,12 2,15 5,16 8,15 10,12 9,9 6,8 2,9 0,11'],
  '7': ['0,0 10,0 3,16', '3,8 8,8'],
  '8': ['5,8 2,7 1,4 2,1 5,0 8,1 9,4 8,7 5,8', '5,8 1,10 0,13 2,15 5,16 8,15 10,13 9,10 5,8'],
  '9': ['10,7 8,8 4,8 1,7 0,4 2,1 5,0 8,1 10,4 10,9 8,14 5,16 1,15'],
  '+': ['5,3 5,13', '0,8 10,8'],
  '−': ['0,8 10,8'],
  '×': ['1,4 9,12', '9,4 1,12'],
  '=': ['0,5 10,5', '0,11 10,11'],
  '?': ['1,4 2,1 5,0 8,1 9,4 8,7 5,9 5,12', '5,15 5,16'],
};

function parseStroke(text: string): Stroke {
  return text.split(' ').map((pair) => {
    const [x = 0, y = 0] = pair.split(',').map(Number);
    return [x, y] as const;
  });
}

/**
 * The glyphs the captcha draws, as strokes. They become SVG paths, never text,
 * so the question is not in the markup as characters.
 */
export const glyphs: Readonly<Record<string, readonly Stroke[]>> = Object.fromEntries(
  Object.entries(FONT).map(([char, strokes]) => [char, strokes.map(parseStroke)]),
);
