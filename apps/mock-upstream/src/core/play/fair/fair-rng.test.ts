import { describe, expect, it } from 'vitest';
import { fairBytes, fairDraw, fairFloats, fairHmacHex, fairMessage, hashServerSeed } from './fair-rng.js';

// Reference values from `echo -n "client:0" | openssl dgst -sha256 -hmac server` and `sha256sum`.
const INPUTS = { serverSeed: 'server', clientSeed: 'client', nonce: 0 };
const BLOCK_0 = '7e1afbb70d2faa4ec781bb91d88f04d762682e40367d61703826e4218ea60e77';
const BLOCK_1 = 'e849db527025538d9ab6741203bee69144e9074fc95c3d9d61979126529ab8ed';

describe('provably fair RNG', () => {
  it('is HMAC-SHA256(serverSeed, clientSeed:nonce), then clientSeed:nonce:i', () => {
    expect(fairMessage('client', 0)).toBe('client:0');
    expect(fairMessage('client', 0, 1)).toBe('client:0:1');
    expect(fairHmacHex(INPUTS)).toBe(BLOCK_0);
    expect(fairHmacHex(INPUTS, 1)).toBe(BLOCK_1);
    expect(fairBytes(INPUTS, 40).toString('hex')).toBe(BLOCK_0 + BLOCK_1.slice(0, 16));
  });

  it('makes floats of 4 big-endian bytes / 2^32', () => {
    const [first, second] = fairFloats(INPUTS, 2);
    expect(first).toBe(0x7e1afbb7 / 2 ** 32);
    expect(second).toBe(0x0d2faa4e / 2 ** 32);
  });

  it('hashes the server seed with SHA-256', () => {
    expect(hashServerSeed('server')).toBe('b3eacd33433b31b5252351032c9b3e7a2e7aa7738d5decdf0dd6c62680853c06');
  });

  it('draws without repeats, deterministically', () => {
    const floats = fairFloats(INPUTS, 5);
    const drawn = fairDraw([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5, floats);
    expect(new Set(drawn).size).toBe(5);
    expect(fairDraw([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5, floats)).toEqual(drawn);
  });
});
