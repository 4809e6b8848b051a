import type { TExecutor } from '../../db/client.js';
import { type PROOF_OWNERS, proofImages } from '../../db/schema-money.js';
import { WireError } from '../../wire/envelope.js';

/** Spec §5: at most three pictures of at most 5 MB each, png or jpeg. */
export const MAX_PROOF_IMAGES = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/** Room for three 5 MB pictures as base64 data URLs, plus the rest of the body. */
export const PROOF_BODY_LIMIT_BYTES = 25 * 1024 * 1024;

type TProofMime = 'image/png' | 'image/jpeg';
export type TProofImage = { mimeType: TProofMime; bytes: Buffer };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

const DECLARED_TYPES: Record<string, TProofMime> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
};

const invalid = (why: string) => new WireError(400, 'invalid_proof_image', why);

/** What the bytes really are, by their first bytes (the declared type proves nothing). */
const sniff = (bytes: Buffer): TProofMime | undefined => {
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  return undefined;
};

/** One proof picture (its position names it in the message); see {@link parseProofImages}. */
export const parseProofImage = (picture: string, index = 0): TProofImage => {
  const match = /^data:([a-z/]+);base64,/i.exec(picture.slice(0, 64));
  const declared = match ? DECLARED_TYPES[match[1]!.toLowerCase()] : undefined;
  if (!match || !declared) throw invalid(`Picture ${index + 1} is not a png or jpeg data URL`);
  const base64 = picture.slice(match[0].length);
  // Checked before decoding: base64 takes 4 characters per 3 bytes.
  if (Math.floor((base64.length * 3) / 4) > MAX_PROOF_BYTES + 2 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    throw invalid(`Picture ${index + 1} is too large or not base64`);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_PROOF_BYTES)
    throw invalid(`Picture ${index + 1} is empty or too large`);
  if (sniff(bytes) !== declared) throw invalid(`Picture ${index + 1} is not the image it claims to be`);
  return { mimeType: declared, bytes };
};

/**
 * Proof pictures of a deposit or a not-received withdrawal: data URLs of png
 * or jpeg (checked by their magic bytes), at most 5 MB each, at most three;
 * anything else is 400 `invalid_proof_image`.
 */
export const parseProofImages = (pictures: readonly string[]): TProofImage[] => {
  if (pictures.length > MAX_PROOF_IMAGES) throw invalid(`At most ${MAX_PROOF_IMAGES} pictures`);
  return pictures.map((picture, index) => parseProofImage(picture, index));
};

/** Stores parsed pictures for their owner, in the caller's transaction. */
export const storeProofImages = (
  tx: TExecutor,
  owner: { kind: (typeof PROOF_OWNERS)[number]; id: number },
  images: readonly TProofImage[],
  now: Date,
): void => {
  if (images.length === 0) return;
  tx.insert(proofImages)
    .values(
      images.map((image) => ({
        ownerKind: owner.kind,
        ownerId: owner.id,
        mimeType: image.mimeType,
        bytes: image.bytes,
        createdAt: now,
      })),
    )
    .run();
};
