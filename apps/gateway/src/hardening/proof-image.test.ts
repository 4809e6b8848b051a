import { describe, expect, it } from 'vitest';
import { pngBytes, pngDataUrl, pngHeaderOnly } from '../test/png-images.js';
import { isAcceptableProofImage } from './proof-image.js';

/** A JFIF marker segment, as a camera or an editor writes one first. */
const JFIF = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);

/** A jpeg header (start of image, JFIF, start of frame) claiming `width` × `height`, as a data URL. */
const jpegHeader = (width: number, height: number): string => {
  const frame = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF, frame, Buffer.from([0xff, 0xd9])]);
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
};

describe('isAcceptableProofImage', () => {
  it('takes png and jpeg pictures up to 4096 × 4096 pixels, whatever their shape', () => {
    expect(isAcceptableProofImage(pngDataUrl(pngBytes(4096, 4096)))).toBe(true);
    expect(isAcceptableProofImage(pngDataUrl(pngBytes(8192, 2048)))).toBe(true);
    expect(isAcceptableProofImage(jpegHeader(4000, 3000))).toBe(true);
  });

  it('refuses more pixels than that, and headers that claim absurd sizes', () => {
    expect(isAcceptableProofImage(pngDataUrl(pngBytes(4097, 4096)))).toBe(false);
    expect(isAcceptableProofImage(pngDataUrl(pngHeaderOnly(2 ** 31, 2 ** 31)))).toBe(false);
    expect(isAcceptableProofImage(pngDataUrl(pngHeaderOnly(0, 100)))).toBe(false);
    expect(isAcceptableProofImage(jpegHeader(65_000, 65_000))).toBe(false);
  });

  it('refuses what does not parse as the type the data URL declares', () => {
    const png = pngDataUrl(pngBytes(10, 10));
    expect(isAcceptableProofImage(png.replace('image/png', 'image/jpeg'))).toBe(false);
    expect(
      isAcceptableProofImage(`data:image/png;base64,${Buffer.from('just some text').toString('base64')}`),
    ).toBe(false);
    expect(isAcceptableProofImage(png.slice(0, 40))).toBe(false);
    expect(isAcceptableProofImage('data:image/gif;base64,R0lGODlh')).toBe(false);
  });
});
