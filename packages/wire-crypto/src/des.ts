/**
 * Single DES in ECB mode with PKCS#7 padding, as CryptoJS does it for the
 * upstream's encrypted calls. Node 20's OpenSSL ships no DES without the
 * legacy provider, so this is a small table-driven implementation (FIPS 46-3).
 */
const IP = [
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40,
  32, 24, 16, 8, 57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61, 53, 45, 37, 29, 21, 13, 5,
  63, 55, 47, 39, 31, 23, 15, 7,
];
const FP = [
  40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31, 38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13,
  53, 21, 61, 29, 36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27, 34, 2, 42, 10, 50, 18, 58, 26,
  33, 1, 41, 9, 49, 17, 57, 25,
];
const P = [
  16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22,
  11, 4, 25,
];
const PC1 = [
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
  63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
];
const PC2 = [
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2, 41, 52, 31, 37, 47,
  55, 30, 40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
];
const SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];
const S = [
  [
    14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3,
    8, 4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0, 15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6,
    13,
  ],
  [
    15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11,
    5, 0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15, 13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5,
    14, 9,
  ],
  [
    10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15,
    1, 13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7, 1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2,
    12,
  ],
  [
    7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14,
    9, 10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4, 3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2,
    14,
  ],
  [
    2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8,
    6, 4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14, 11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4,
    5, 3,
  ],
  [
    12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3,
    8, 9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6, 4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8,
    13,
  ],
  [
    4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8,
    6, 1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2, 6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3,
    12,
  ],
  [
    13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9,
    2, 7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8, 2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6,
    11,
  ],
];

type Bits = Uint8Array<ArrayBuffer>;

const toBits = (bytes: Uint8Array): Bits => {
  const bits = new Uint8Array(bytes.length * 8);
  for (let i = 0; i < bits.length; i++) bits[i] = ((bytes[i >> 3] ?? 0) >> (7 - (i & 7))) & 1;
  return bits;
};

/** Tables are 1-based, as printed in FIPS 46-3. */
const permute = (input: Bits, table: readonly number[]): Bits => {
  const out = new Uint8Array(table.length);
  for (let i = 0; i < table.length; i++) out[i] = input[table[i]! - 1]!;
  return out;
};

const rotateLeft = (half: Bits, n: number): Bits => {
  const out = new Uint8Array(half.length);
  for (let i = 0; i < half.length; i++) out[i] = half[(i + n) % half.length]!;
  return out;
};

/** The 16 round keys, each as the eight 6-bit groups the S-boxes take. Once per key, so plain bit arrays. */
const subkeys = (key: Uint8Array): Int32Array => {
  const permuted = permute(toBits(key), PC1);
  let c = permuted.slice(0, 28);
  let d = permuted.slice(28);
  const groups = new Int32Array(16 * 8);
  SHIFTS.forEach((shift, round) => {
    c = rotateLeft(c, shift);
    d = rotateLeft(d, shift);
    const cd = new Uint8Array(56);
    cd.set(c);
    cd.set(d, 28);
    const roundKey = permute(cd, PC2);
    for (let box = 0; box < 8; box++) {
      let group = 0;
      for (let i = 0; i < 6; i++) group = (group << 1) | roundKey[box * 6 + i]!;
      groups[round * 8 + box] = group;
    }
  });
  return groups;
};

/*
 * The block itself runs on two 32-bit integers (bit 1 of FIPS 46-3 is the
 * most significant): each round costs 8 table look-ups, and a block
 * allocates nothing. The tables below are derived from the FIPS ones at load.
 */

/** Bit `position` (1-based from the most significant) of a 32-bit word, as 0 or 1. */
const bitOf = (word: number, position: number): number => (word >>> (32 - position)) & 1;

/** S-box `box` followed by P: what a 6-bit group contributes to the round function's output. */
const SP: readonly Int32Array[] = S.map((table, box) => {
  const out = new Int32Array(64);
  for (let group = 0; group < 64; group++) {
    const row = ((group >> 4) & 2) | (group & 1);
    const column = (group >> 1) & 15;
    const sOut = table[row * 16 + column]! << (28 - box * 4);
    let permuted = 0;
    for (let i = 0; i < 32; i++) permuted |= bitOf(sOut, P[i]!) << (31 - i);
    out[group] = permuted;
  }
  return out;
});

/** A 64-bit permutation (IP or FP) of the word pair `high`, `low`. */
const permute64 = (high: number, low: number, table: readonly number[]): [number, number] => {
  let outHigh = 0;
  let outLow = 0;
  for (let i = 0; i < 64; i++) {
    const from = table[i]!;
    const bit = from <= 32 ? bitOf(high, from) : bitOf(low, from - 32);
    if (i < 32) outHigh |= bit << (31 - i);
    else outLow |= bit << (63 - i);
  }
  return [outHigh, outLow];
};

/** The expansion E (FIPS 46-3) picks group `box` as bits 4·box … 4·box+5 of R, wrapping (bit 0 is bit 32): one rotation and a mask. */
const expandedGroup = (right: number, box: number): number => {
  const shift = (27 - box * 4 + 32) % 32;
  return ((right >>> shift) | (right << (32 - shift))) & 63;
};

const feistel = (right: number, roundKeys: Int32Array, round: number): number => {
  let out = 0;
  for (let box = 0; box < 8; box++) out |= SP[box]![expandedGroup(right, box) ^ roundKeys[round * 8 + box]!]!;
  return out;
};

/** One 8-byte block from `input` at `at` into `output` at `at`, with the rounds' keys in the order given. */
const cryptBlock = (
  input: Uint8Array,
  output: Uint8Array,
  at: number,
  roundKeys: Int32Array,
  decrypt: boolean,
): void => {
  const high = (input[at]! << 24) | (input[at + 1]! << 16) | (input[at + 2]! << 8) | input[at + 3]!;
  const low = (input[at + 4]! << 24) | (input[at + 5]! << 16) | (input[at + 6]! << 8) | input[at + 7]!;
  let [left, right] = permute64(high, low, IP);
  for (let step = 0; step < 16; step++) {
    const next = left ^ feistel(right, roundKeys, decrypt ? 15 - step : step);
    left = right;
    right = next;
  }
  const [outHigh, outLow] = permute64(right, left, FP);
  for (let i = 0; i < 4; i++) {
    output[at + i] = (outHigh >>> (24 - i * 8)) & 255;
    output[at + 4 + i] = (outLow >>> (24 - i * 8)) & 255;
  }
};

const keyBytes = (key: Uint8Array): Uint8Array => {
  if (key.length < 8) throw new RangeError('a DES key needs at least 8 bytes');
  // CryptoJS uses only the first 8 bytes of a longer key.
  return key.subarray(0, 8);
};

/** DES-ECB with PKCS#7 padding. */
export const desEcbEncrypt = (plaintext: Uint8Array, key: Uint8Array): Uint8Array => {
  const roundKeys = subkeys(keyBytes(key));
  const pad = 8 - (plaintext.length % 8);
  const padded = new Uint8Array(plaintext.length + pad);
  padded.set(plaintext);
  padded.fill(pad, plaintext.length);
  const out = new Uint8Array(padded.length);
  for (let at = 0; at < padded.length; at += 8) cryptBlock(padded, out, at, roundKeys, false);
  return out;
};

/** Inverse of {@link desEcbEncrypt}; throws on a wrong length or bad padding. */
export const desEcbDecrypt = (ciphertext: Uint8Array, key: Uint8Array): Uint8Array => {
  if (ciphertext.length === 0 || ciphertext.length % 8 !== 0) throw new RangeError('DES ciphertext length');
  const roundKeys = subkeys(keyBytes(key));
  const out = new Uint8Array(ciphertext.length);
  for (let at = 0; at < ciphertext.length; at += 8) cryptBlock(ciphertext, out, at, roundKeys, true);
  const pad = out[out.length - 1]!;
  if (pad < 1 || pad > 8 || out.subarray(out.length - pad).some((b) => b !== pad)) {
    throw new RangeError('DES padding');
  }
  return out.subarray(0, out.length - pad);
};
