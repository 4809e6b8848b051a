import { crc32, deflateSync } from 'node:zlib';
import { LIMITS } from '@site/contracts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Length, type, data and CRC; the type's case makes it ancillary, private and safe to copy where asked. */
const CHUNK_OVERHEAD = 12;

const chunk = (type: string, data: Buffer): Buffer => {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};

/** IHDR of a one-bit greyscale image; width and height as the header claims them. */
const header = (width: number, height: number): Buffer => {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(1, 8); // bit depth
  return chunk('IHDR', data);
};

/** A private ancillary chunk that decoders skip, to make a small image weigh what a photo does. */
const padding = (bytes: number): Buffer[] =>
  bytes < CHUNK_OVERHEAD ? [] : [chunk('paDd', Buffer.alloc(bytes - CHUNK_OVERHEAD, 0x5a))];

/**
 * A real black PNG of `width` × `height` pixels (one bit each, so a huge one
 * stays small on the wire: an image bomb), padded to at least `bytes` if asked.
 */
export const pngBytes = (width: number, height: number, bytes = 0): Buffer => {
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  const parts = [
    PNG_SIGNATURE,
    header(width, height),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ];
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  parts.splice(2, 0, ...padding(bytes - size));
  return Buffer.concat(parts);
};

/** Only the signature and a header claiming any size, however absurd (2³¹ × 2³¹): nothing to decode behind it. */
export const pngHeaderOnly = (width: number, height: number): Buffer =>
  Buffer.concat([PNG_SIGNATURE, header(width, height), chunk('IEND', Buffer.alloc(0))]);

export const pngDataUrl = (png: Buffer): string => `data:image/png;base64,${png.toString('base64')}`;

/** A picture of the largest size a proof may have (5 MB): a real 64 × 64 PNG, padded. */
export const largestPngDataUrl = (): string => pngDataUrl(pngBytes(64, 64, LIMITS.upload.maxBytes));
