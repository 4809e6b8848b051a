import { imageSize } from 'image-size';
import { LIMITS } from '@site/contracts';

/** The types a proof picture may declare, and how image-size names what it finds in the bytes. */
const DECLARED_TYPE = /^data:image\/(png|jpeg);base64,/;
const SIZED_TYPE = { png: 'png', jpeg: 'jpg' } as const;

/**
 * Whether a picture (a data URL, already shaped by the contracts' schema) is
 * a png or jpeg whose header parses, is what the data URL says it is, and
 * has at most LIMITS.upload.maxPixels pixels. Only the header is read, never
 * the pixels, so an image bomb (15000 × 15000 pixels in a few KB) costs
 * nothing to refuse; why not decode and re-encode: decision 0038.
 */
export const isAcceptableProofImage = (dataUrl: string): boolean => {
  const declared = DECLARED_TYPE.exec(dataUrl);
  if (!declared) return false;
  const type = SIZED_TYPE[declared[1] as keyof typeof SIZED_TYPE];
  try {
    const size = imageSize(Buffer.from(dataUrl.slice(declared[0].length), 'base64'));
    return (
      size.type === type &&
      size.width > 0 &&
      size.height > 0 &&
      size.width * size.height <= LIMITS.upload.maxPixels
    );
  } catch {
    // Not a picture image-size can read: it would not decode either.
    return false;
  }
};
