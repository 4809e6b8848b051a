import { generateKeyPairSync } from 'node:crypto';

/**
 * The upstream's textbook RSA (docs/upstream.md §2): e = 0x10001, no
 * padding, the input string split in blocks of 2 × (index of n's highest
 * non-zero 16-bit word) bytes, each block read little-endian, the result in
 * lowercase hex of whole 16-bit words, blocks joined by a space.
 */
export const RSA_PUBLIC_EXPONENT = 0x10001n;

const parseHex = (hex: string): bigint => {
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new RangeError('not a hex number');
  return BigInt(`0x${hex}`);
};

const modPow = (base: bigint, exponent: bigint, modulus: bigint): bigint => {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
};

const highWordIndex = (n: bigint): number => {
  let index = -1;
  for (let v = n; v > 0n; v >>= 16n) index++;
  return index;
};

const toWordHex = (value: bigint): string => {
  const hex = value.toString(16);
  return hex.padStart(Math.max(4, Math.ceil(hex.length / 4) * 4), '0');
};

const blockBytes = (n: bigint): number => {
  const size = 2 * highWordIndex(n);
  if (size <= 0) throw new RangeError('RSA modulus too small');
  return size;
};

/** Encrypts a string (its char codes, one byte each) exactly as the original client. */
export const rsaEncryptString = (modulusHex: string, input: string): string => {
  const n = parseHex(modulusHex);
  const size = blockBytes(n);
  const codes = Array.from(input, (ch) => ch.charCodeAt(0) & 0xff);
  while (codes.length % size !== 0) codes.push(0);
  const blocks: string[] = [];
  for (let at = 0; at < codes.length; at += size) {
    let m = 0n;
    for (let i = size - 1; i >= 0; i--) m = (m << 8n) | BigInt(codes[at + i]!);
    blocks.push(toWordHex(modPow(m, RSA_PUBLIC_EXPONENT, n)));
  }
  return blocks.join(' ');
};

/** Inverse of {@link rsaEncryptString} given the private exponent. */
export const rsaDecryptString = (
  cipherHex: string,
  modulusHex: string,
  privateExponentHex: string,
): string => {
  const n = parseHex(modulusHex);
  const d = parseHex(privateExponentHex);
  const size = blockBytes(n);
  const bytes: number[] = [];
  for (const block of cipherHex.trim().split(' ')) {
    let m = modPow(parseHex(block), d, n);
    for (let i = 0; i < size; i++) {
      bytes.push(Number(m & 0xffn));
      m >>= 8n;
    }
  }
  while (bytes.length > 0 && bytes[bytes.length - 1] === 0) bytes.pop();
  return String.fromCharCode(...bytes);
};

/** The client encrypts K reversed, so the server recovers K in its original order. */
export const rsaEncryptKey = (modulusHex: string, key: string): string =>
  rsaEncryptString(modulusHex, [...key].reverse().join(''));

export const rsaDecryptKey = (cipherHex: string, modulusHex: string, privateExponentHex: string): string =>
  [...rsaDecryptString(cipherHex, modulusHex, privateExponentHex)].reverse().join('');

export type TRsaKeyPair = { modulusHex: string; privateExponentHex: string };

const base64UrlToHex = (value: string): string => Buffer.from(value, 'base64url').toString('hex');

/** A fresh 1024-bit key pair, as the upstream serves one (for the mock). */
export const generateRsaKeyPair = (bits = 1024): TRsaKeyPair => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error('RSA key export failed');
  return {
    modulusHex: base64UrlToHex(jwk.n).replace(/^0+/, ''),
    privateExponentHex: base64UrlToHex(jwk.d).replace(/^0+/, ''),
  };
};
