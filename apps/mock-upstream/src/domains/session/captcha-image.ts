import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixels } from './bitmap-font.js';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** Each font pixel becomes a 3×4 block: 15×28 characters fill the 40-pixel height well. */
const SCALE_X = 3;
const SCALE_Y = 4;
const LETTER_GAP = 6;

type TColour = readonly [number, number, number];

const INK_COLOURS: readonly TColour[] = [
  [24, 38, 96],
  [120, 20, 40],
  [20, 90, 50],
  [90, 30, 110],
  [30, 30, 30],
];

const between = (min: number, max: number) => randomInt(min, max + 1);

const paint = (png: PNG, x: number, y: number, [red, green, blue]: TColour) => {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const at = (png.width * y + x) * 4;
  png.data[at] = red;
  png.data[at + 1] = green;
  png.data[at + 2] = blue;
  png.data[at + 3] = 255;
};

/** A light, slightly mottled background. */
const fillBackground = (png: PNG) => {
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const shade = between(226, 246);
      paint(png, x, y, [shade, shade - between(0, 8), shade - between(4, 18)]);
    }
  }
};

/** Draws one character with a random slant, offset and colour; the slant moves each pixel row, so strokes stay whole. */
const drawCharacter = (png: PNG, character: string, left: number, top: number) => {
  const ink = INK_COLOURS[randomInt(INK_COLOURS.length)] ?? INK_COLOURS[0]!;
  const slant = between(-25, 25) / 100;
  const middle = (GLYPH_HEIGHT * SCALE_Y) / 2;
  glyphPixels(character).forEach((row, rowIndex) => {
    row.forEach((isInk, columnIndex) => {
      if (!isInk) return;
      // One pixel of overlap each way makes the strokes bold and joins the diagonals.
      for (let dy = 0; dy <= SCALE_Y; dy++) {
        const y = rowIndex * SCALE_Y + dy;
        const shift = Math.round(slant * (middle - y));
        for (let dx = 0; dx <= SCALE_X; dx++) {
          paint(png, left + shift + columnIndex * SCALE_X + dx, top + y, ink);
        }
      }
    });
  });
};

/** Bresenham line, one pixel wide. */
const drawLine = (png: PNG, from: [number, number], to: [number, number], colour: TColour) => {
  let [x, y] = from;
  const [toX, toY] = to;
  const stepX = x < toX ? 1 : -1;
  const stepY = y < toY ? 1 : -1;
  const distanceX = Math.abs(toX - x);
  const distanceY = -Math.abs(toY - y);
  let error = distanceX + distanceY;
  for (;;) {
    paint(png, x, y, colour);
    if (x === toX && y === toY) return;
    const doubled = 2 * error;
    if (doubled >= distanceY) {
      error += distanceY;
      x += stepX;
    }
    if (doubled <= distanceX) {
      error += distanceX;
      y += stepY;
    }
  }
};

/** Noise is lighter than the ink, so it hides nothing from a person but still disturbs a naive reader. */
const randomNoiseColour = (): TColour => [between(120, 200), between(120, 200), between(120, 200)];

/** Renders the captcha text as a PNG: glyphs with jitter, then noise lines and dots over them. */
export const renderCaptchaPng = (text: string): Buffer => {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  fillBackground(png);
  const textWidth = text.length * GLYPH_WIDTH * SCALE_X + (text.length - 1) * LETTER_GAP;
  const startX = Math.floor((CAPTCHA_WIDTH - textWidth) / 2);
  const baseTop = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE_Y) / 2);
  Array.from(text).forEach((character, index) => {
    const left = startX + index * (GLYPH_WIDTH * SCALE_X + LETTER_GAP) + between(-1, 1);
    drawCharacter(png, character, left, baseTop + between(-3, 3));
  });
  for (let line = 0; line < 4; line++) {
    const from: [number, number] = [between(0, 20), between(0, CAPTCHA_HEIGHT - 1)];
    const to: [number, number] = [
      between(CAPTCHA_WIDTH - 21, CAPTCHA_WIDTH - 1),
      between(0, CAPTCHA_HEIGHT - 1),
    ];
    drawLine(png, from, to, randomNoiseColour());
  }
  for (let dot = 0; dot < 140; dot++) {
    paint(png, between(0, CAPTCHA_WIDTH - 1), between(0, CAPTCHA_HEIGHT - 1), randomNoiseColour());
  }
  return PNG.sync.write(png);
};
