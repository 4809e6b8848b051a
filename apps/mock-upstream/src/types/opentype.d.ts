/**
 * The part of opentype.js the artwork's lettering uses (core/artwork). Its
 * DefinitelyTyped package pulls the DOM's types into the whole program
 * (`/// <reference lib="dom" />`), which contradicts Node's own.
 */
declare module 'opentype.js' {
  export type PathCommand =
    | { type: 'M'; x: number; y: number }
    | { type: 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };

  export interface Glyph {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] };
  }

  export interface Font {
    unitsPerEm: number;
    charToGlyph(character: string): Glyph;
    charToGlyphIndex(character: string): number;
    getKerningValue(left: Glyph, right: Glyph): number;
  }

  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
