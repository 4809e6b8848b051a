import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font, type Glyph, type PathCommand } from 'opentype.js';

/**
 * Text in the generated artwork drawn as outlines (one SVG path per run)
 * instead of `<text>`: a browser lays out every SVG image as a document of
 * its own, and the letters of the home page's images cost it 100–180 ms of
 * main thread where their outlines cost a few (decision 0048). The faces are
 * OFL fonts from the npm registry, read once when first drawn.
 */
export type TFace = 'display' | 'label' | 'label-bold';

/** Each face's files in the order a character is looked for (Latin, then Latin Extended: ₱ is there). */
const FACE_FILES: Record<TFace, readonly string[]> = {
  display: [
    '@fontsource/merriweather/files/merriweather-latin-700-normal.woff',
    '@fontsource/merriweather/files/merriweather-latin-ext-700-normal.woff',
  ],
  label: [
    '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff',
    '@fontsource/source-sans-3/files/source-sans-3-latin-ext-400-normal.woff',
  ],
  'label-bold': [
    '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff',
    '@fontsource/source-sans-3/files/source-sans-3-latin-ext-700-normal.woff',
  ],
};

const require = createRequire(import.meta.url);
const loaded = new Map<TFace, readonly Font[]>();

const fontsOf = (face: TFace): readonly Font[] => {
  const cached = loaded.get(face);
  if (cached) return cached;
  const fonts = FACE_FILES[face].map((file) => {
    const bytes = readFileSync(require.resolve(file));
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  });
  loaded.set(face, fonts);
  return fonts;
};

/** The first font of the face that has the character, or undefined when none has. */
const fontFor = (fonts: readonly Font[], character: string): Font | undefined =>
  fonts.find((font) => font.charToGlyphIndex(character) > 0);

/** True when every character of the text has a glyph in the face (spaces included). */
export const faceCovers = (face: TFace, text: string): boolean =>
  [...text].every((character) => fontFor(fontsOf(face), character) !== undefined);

type TPlacedGlyph = { glyph: Glyph; x: number };

/** Lays the characters out on one line from x = 0, with kerning within a font. */
const layOut = (
  face: TFace,
  text: string,
  size: number,
  letterSpacing: number,
): { glyphs: TPlacedGlyph[]; width: number } => {
  const fonts = fontsOf(face);
  const glyphs: TPlacedGlyph[] = [];
  let x = 0;
  let previous: { font: Font; glyph: Glyph } | undefined;
  for (const character of text) {
    const font = fontFor(fonts, character);
    if (!font) {
      // No face has it: leave a gap rather than a box (a test keeps the seeded texts covered).
      x += size / 2 + letterSpacing;
      previous = undefined;
      continue;
    }
    const scale = size / font.unitsPerEm;
    const glyph = font.charToGlyph(character);
    if (previous && previous.font === font) x += font.getKerningValue(previous.glyph, glyph) * scale;
    glyphs.push({ glyph, x });
    x += (glyph.advanceWidth ?? 0) * scale + letterSpacing;
    previous = { font, glyph };
  }
  return { glyphs, width: x };
};

/** A number for path data: one decimal, no trailing zero, no leading zero ("0.5" → ".5"). */
const coordinate = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  const text = String(Object.is(rounded, -0) ? 0 : rounded);
  return text.replace(/^(-?)0\./, '$1.');
};

/**
 * Path data with absolute moves and relative segments (about half the size
 * of opentype.js's own), every contour closed (its TrueType outlines leave
 * them open, and a stroked outline would show the gap).
 */
const pathData = (commands: readonly PathCommand[]): string => {
  const parts: string[] = [];
  // The pen where the browser will have it (each written delta rounded), so rounding errors do not add up.
  let penX = 0;
  let penY = 0;
  let open = false;
  const close = () => {
    if (open) parts.push('z');
    open = false;
  };
  const delta = (x: number, y: number) => `${coordinate(x - penX)} ${coordinate(y - penY)}`;
  const advancePen = (x: number, y: number) => {
    penX += Math.round((x - penX) * 10) / 10;
    penY += Math.round((y - penY) * 10) / 10;
  };
  for (const command of commands) {
    if (command.type === 'Z') {
      close();
      continue;
    }
    if (command.type === 'M') {
      close();
      parts.push(`M${coordinate(command.x)} ${coordinate(command.y)}`);
      penX = Math.round(command.x * 10) / 10;
      penY = Math.round(command.y * 10) / 10;
      open = true;
      continue;
    }
    const dx = coordinate(command.x - penX);
    const dy = coordinate(command.y - penY);
    if (command.type === 'L') {
      if (dx === '0' && dy === '0') continue;
      parts.push(dx === '0' ? `v${dy}` : dy === '0' ? `h${dx}` : `l${dx} ${dy}`);
    } else if (command.type === 'Q') {
      parts.push(`q${delta(command.x1, command.y1)} ${dx} ${dy}`);
    } else {
      parts.push(`c${delta(command.x1, command.y1)} ${delta(command.x2, command.y2)} ${dx} ${dy}`);
    }
    advancePen(command.x, command.y);
  }
  close();
  return parts.join('').replace(/ -/g, '-');
};

export type TLettering = {
  text: string;
  face: TFace;
  /** Font size in the image's units. */
  size: number;
  /** The baseline's start, or its middle with `anchor: 'middle'`. */
  x: number;
  y: number;
  anchor?: 'start' | 'middle';
  /** Extra space after every letter, as CSS's letter-spacing. */
  letterSpacing?: number;
};

/** SVG path data that draws the text's letters (fill it, and stroke it for an outline). */
export const letteringPath = ({
  text,
  face,
  size,
  x,
  y,
  anchor = 'start',
  letterSpacing = 0,
}: TLettering): string => {
  const { glyphs, width } = layOut(face, text, size, letterSpacing);
  const left = anchor === 'middle' ? x - width / 2 : x;
  return pathData(glyphs.flatMap(({ glyph, x: offset }) => glyph.getPath(left + offset, y, size).commands));
};

/** The width the text takes at this size (for fitting it into a frame). */
export const letteringWidth = (face: TFace, text: string, size: number, letterSpacing = 0): number =>
  layOut(face, text, size, letterSpacing).width;

/** Runs of letters as one `<path>` element with these attributes (fill, stroke…): one path, so a gradient spans them all. */
export const letteringSvg = (runs: TLettering | readonly TLettering[], attributes: string): string =>
  `<path d="${(Array.isArray(runs) ? runs : [runs]).map(letteringPath).join('')}" ${attributes}/>`;
