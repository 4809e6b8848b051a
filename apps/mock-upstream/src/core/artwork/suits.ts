/**
 * The four card suits as outlines in a 100 × 100 box (the artwork's fonts
 * have no ♠♥♦♣, and letters as `<text>` are what the outlines replace).
 * Every contour of a suit turns the same way, so the default fill rule fills
 * their union.
 */
export const SUIT_PATHS = {
  spade:
    'M50 0C35 20 0 40 0 62c0 15 12 24 25 24c10 0 18-5 22-12c-1 12-7 20-17 26h40c-10-6-16-14-17-26c4 7 12 12 22 12c13 0 25-9 25-24C100 40 65 20 50 0z',
  heart:
    'M50 92C20 68 0 48 0 28C0 12 12 0 27 0c11 0 19 6 23 15c4-9 12-15 23-15c15 0 27 12 27 28c0 20-20 40-50 64z',
  diamond: 'M50 0L86 50L50 100L14 50z',
  club: 'M28 26a22 22 0 1 0 44 0a22 22 0 1 0-44 0zM4 60a22 22 0 1 0 44 0a22 22 0 1 0-44 0zM52 60a22 22 0 1 0 44 0a22 22 0 1 0-44 0zM46 50C46 80 40 92 30 100h40C60 92 54 80 54 50z',
} as const;

export type TSuit = keyof typeof SUIT_PATHS;

export const SUITS: readonly TSuit[] = ['spade', 'heart', 'diamond', 'club'];

/** A suit `size` units tall with its top-left corner at (x, y), as an SVG path element. */
export const suitSvg = (suit: TSuit, x: number, y: number, size: number, attributes: string): string =>
  `<path d="${SUIT_PATHS[suit]}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(size / 100).toFixed(3)})" ${attributes}/>`;
