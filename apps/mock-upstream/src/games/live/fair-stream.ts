import { createHmac } from 'node:crypto';
import { fairMessage } from '../../core/play/fair/fair-rng.js';
import type { TFloatSource } from './cards.js';

/**
 * The provably fair floats of `fair/fair-rng.ts` as a lazy stream (an engine
 * rarely knows beforehand how many it needs): block i of the round is
 * HMAC-SHA256(serverSeed, fairMessage(clientSeed, nonce, i)), 4 bytes per
 * float, big-endian / 2^32. `fairFloats(inputs, n)` gives the same n floats.
 */
export const fairFloatStream = (serverSeed: string, clientSeed: string, nonce: number): TFloatSource => {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 4 > bytes.length) {
      bytes = createHmac('sha256', serverSeed)
        .update(fairMessage(clientSeed, nonce, block))
        .digest();
      offset = 0;
      block++;
    }
    const value = bytes.readUInt32BE(offset) / 2 ** 32;
    offset += 4;
    return value;
  };
};

/** The stream after its first `skip` floats (a poker hand resumes where it stopped). */
export const fairFloatStreamFrom = (
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  skip: number,
): TFloatSource => {
  const next = fairFloatStream(serverSeed, clientSeed, nonce);
  for (let index = 0; index < skip; index++) next();
  return next;
};

/**
 * A timed table's seed for one round: HMAC(tableSecret, `round:${n}`). Its
 * hash is shown while the round takes bets, the seed once it is drawn; the
 * round is then the fair draw of (roundSeed, table client seed, nonce = n).
 */
export const roundServerSeed = (tableSecret: string, roundNo: number): string =>
  createHmac('sha256', tableSecret).update(`round:${roundNo}`).digest('hex');
