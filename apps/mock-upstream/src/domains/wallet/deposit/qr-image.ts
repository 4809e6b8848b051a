import { createHash } from 'node:crypto';

const SIZE = 25;
const MODULE_PX = 8;
const QUIET = 4;
const FINDER = 7;

const isInFinder = (x: number, y: number) => {
  const corners = [
    [0, 0],
    [SIZE - FINDER, 0],
    [0, SIZE - FINDER],
  ] as const;
  return corners.some(([left, top]) => x >= left && x < left + FINDER && y >= top && y < top + FINDER);
};

/** The three corner squares of a QR code: dark ring, light ring, dark centre. */
const finderModule = (x: number, y: number) => {
  const local = (v: number) => (v >= SIZE - FINDER ? v - (SIZE - FINDER) : v);
  const [lx, ly] = [local(x), local(y)];
  const ring = Math.min(lx, ly, FINDER - 1 - lx, FINDER - 1 - ly);
  return ring !== 1;
};

/**
 * A QR-code-looking SVG (data URL) drawn from a hash of `payload`: the mock
 * has no QR encoder and needs none — nobody scans it — but the page shows a
 * stable, plausible image without any network.
 */
export const qrImageDataUrl = (payload: string): string => {
  const bits = createHash('sha512').update(payload).digest();
  const squares: string[] = [];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const index = y * SIZE + x;
      const isDark = isInFinder(x, y)
        ? finderModule(x, y)
        : ((bits[index % bits.length]! >> (index % 8)) & 1) === 1;
      if (isDark) squares.push(`<rect x="${x + QUIET}" y="${y + QUIET}" width="1" height="1"/>`);
    }
  }
  const extent = SIZE + 2 * QUIET;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" width="${extent * MODULE_PX}" height="${extent * MODULE_PX}" shape-rendering="crispEdges">` +
    `<rect width="${extent}" height="${extent}" fill="#fff"/><g fill="#000">${squares.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};
