import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair randomness (docs/history/games-interfaces.md): outcome bytes are
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`); a round
 * that needs more than 32 bytes takes further blocks with the messages
 * `${clientSeed}:${nonce}:${i}` (i = 1, 2, ...). A float is 4 bytes,
 * big-endian, divided by 2^32 (so it lies in [0, 1)).
 *
 * Pure functions, no database: the play code, the verify page and the RTP
 * bench all call these, so a round recomputes to exactly what was played.
 */

export type TFairInputs = { serverSeed: string; clientSeed: string; nonce: number };

const BLOCK_BYTES = 32;
const FLOAT_BYTES = 4;
const TWO_POW_32 = 0x1_0000_0000;

/** The message of block `index` (0 = the round's first 32 bytes). */
export const fairMessage = (clientSeed: string, nonce: number, index = 0): string =>
  index === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${index}`;

/** HMAC-SHA256 of one block, in hex: the value the verify page shows. */
export const fairHmacHex = ({ serverSeed, clientSeed, nonce }: TFairInputs, index = 0): string =>
  createHmac('sha256', serverSeed)
    .update(fairMessage(clientSeed, nonce, index))
    .digest('hex');

/** The first `count` outcome bytes of a round. */
export const fairBytes = ({ serverSeed, clientSeed, nonce }: TFairInputs, count: number): Buffer => {
  const blocks: Buffer[] = [];
  for (let index = 0; blocks.length * BLOCK_BYTES < count; index += 1) {
    blocks.push(
      createHmac('sha256', serverSeed)
        .update(fairMessage(clientSeed, nonce, index))
        .digest(),
    );
  }
  return Buffer.concat(blocks).subarray(0, count);
};

/** `count` floats in [0, 1) from the round's bytes (4 bytes each, big-endian / 2^32). */
export const fairFloats = (inputs: TFairInputs, count: number): number[] => {
  // Up to 8 floats fit the first block: one HMAC, no copies (the slot's hot path).
  const bytes =
    count * FLOAT_BYTES <= BLOCK_BYTES
      ? createHmac('sha256', inputs.serverSeed).update(`${inputs.clientSeed}:${inputs.nonce}`).digest()
      : fairBytes(inputs, count * FLOAT_BYTES);
  const floats: number[] = [];
  for (let i = 0; i < count; i += 1) floats.push(bytes.readUInt32BE(i * FLOAT_BYTES) / TWO_POW_32);
  return floats;
};

/** An integer in [0, size) from a float: floor(float × size). */
export const intBelow = (float: number, size: number): number => Math.floor(float * size);

/**
 * A fair shuffle (Fisher-Yates driven by the round's floats): the first
 * `take` items of `items` after shuffling; floats are consumed in order.
 */
export const fairDraw = <T>(items: readonly T[], take: number, floats: readonly number[]): T[] => {
  const pool = [...items];
  const drawn: T[] = [];
  for (let i = 0; i < take; i += 1) {
    const float = floats[i];
    if (float === undefined) throw new RangeError('not enough floats for the draw');
    const [item] = pool.splice(intBelow(float, pool.length), 1);
    drawn.push(item as T);
  }
  return drawn;
};

/** SHA-256 of the server seed, hex: published before play. */
export const hashServerSeed = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed).digest('hex');

/** A fresh server seed: 32 random bytes in hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** A fresh default client seed: 8 random bytes in hex (the player may replace it). */
export const newClientSeed = (): string => randomBytes(8).toString('hex');
