import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('page window', () => {
  it('lists every page when they fit', () => {
    expect(pageWindow(1, 4, 5, 1)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(3, 7, 5, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('pins the ends and centres the window with gaps', () => {
    expect(pageWindow(1, 20, 5, 1)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageWindow(10, 20, 5, 1)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(20, 20, 5, 1)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
  });
});
