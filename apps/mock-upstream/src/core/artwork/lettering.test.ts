import { describe, expect, it } from 'vitest';
import { faceCovers, letteringPath, letteringWidth } from './lettering.js';

/** The absolute points of a path's moves: where each contour starts. */
const moves = (path: string) =>
  [...path.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])]);

describe('lettering', () => {
  it('draws each letter as closed contours of path data, with no text left', () => {
    const path = letteringPath({ text: 'Hi', face: 'display', size: 40, x: 10, y: 50 });
    expect(path).toMatch(/^M[\d.]+ [\d.]+/);
    expect(path).toMatch(/^[MHhVvLlQqCcz\d.\s-]+$/);
    // H is one contour, i two (stem and dot), each closed (a stroked outline shows no gap).
    expect(moves(path)).toHaveLength(3);
    expect(path.match(/z/g)).toHaveLength(3);
    expect(path.endsWith('z')).toBe(true);
  });

  it('moves with x and y, and keeps a capital above its baseline', () => {
    const at = (x: number, y: number) => letteringPath({ text: 'H', face: 'label-bold', size: 100, x, y });
    const [[left, top] = []] = moves(at(20, 80));
    expect(moves(at(30, 90))).toEqual([[left! + 10, top! + 10]]);
    expect(top).toBeLessThanOrEqual(80);
    expect(top).toBeGreaterThan(80 - 100);
  });

  it('centres the run on x with anchor middle', () => {
    const width = letteringWidth('label', 'Welcome', 20);
    expect(width).toBeGreaterThan(40);
    expect(letteringPath({ text: 'Welcome', face: 'label', size: 20, x: 100, y: 30, anchor: 'middle' })).toBe(
      letteringPath({ text: 'Welcome', face: 'label', size: 20, x: 100 - width / 2, y: 30 }),
    );
  });

  it('widens the run by the letter spacing after every letter', () => {
    const plain = letteringWidth('label', 'ABC', 20);
    expect(letteringWidth('label', 'ABC', 20, 2)).toBeCloseTo(plain + 6, 5);
  });

  it('finds a letter in the face’s second file (₱ is in Latin Extended) and knows what no file has', () => {
    expect(faceCovers('display', 'Bonus ₱5,000 — 100%!')).toBe(true);
    expect(faceCovers('label', 'Ñino’s Piñata…')).toBe(true);
    expect(faceCovers('display', '♠')).toBe(false);
    expect(letteringWidth('display', '₱', 20)).toBeGreaterThan(5);
  });
});
