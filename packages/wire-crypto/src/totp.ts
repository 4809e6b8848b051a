import { createHmac, randomBytes } from 'node:crypto';

/** RFC 4648 base32 alphabet, as authenticator apps show secrets. */
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4226 recommends at least 160 bits of shared secret. */
const SECRET_BYTES = 20;

/** Encodes bytes as upper-case base32, without padding (authenticator apps expect none). */
export const base32Encode = (bytes: Uint8Array): string => {
  let bits = 0;
  let buffered = 0;
  let text = '';
  for (const byte of bytes) {
    buffered = (buffered << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32_ALPHABET[(buffered >>> (bits - 5)) & 31];
      bits -= 5;
    }
    // Keep only the bits not yet written, so the number never grows past 12 bits.
    buffered &= (1 << bits) - 1;
  }
  if (bits > 0) text += BASE32_ALPHABET[(buffered << (5 - bits)) & 31];
  return text;
};

/**
 * Decodes base32 (RFC 4648) case-insensitively, ignoring spaces, dashes and
 * `=` padding: people copy secrets in groups. Throws on any other character.
 */
export const base32Decode = (text: string): Buffer => {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let buffered = 0;
  for (const character of clean) {
    const value = BASE32_ALPHABET.indexOf(character);
    if (value < 0) throw new Error(`not a base32 character: ${character}`);
    buffered = (buffered << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffered >>> (bits - 8)) & 0xff);
      bits -= 8;
      buffered &= (1 << bits) - 1;
    }
  }
  return Buffer.from(bytes);
};

/** RFC 4226 HOTP: HMAC-SHA1 of the 8-byte big-endian counter, dynamically truncated. */
const hotp = (secret: Buffer, counter: bigint, digits: number): string => {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
};

/**
 * RFC 6238 TOTP with HMAC-SHA1 (what authenticator apps use): the code of the
 * `stepSeconds` window that contains `timeMs`.
 */
export const totpCode = (secretBase32: string, timeMs: number, digits = 6, stepSeconds = 30): string => {
  if (!Number.isInteger(digits) || digits < 1 || digits > 10) throw new RangeError('digits must be 1 to 10');
  if (!(stepSeconds > 0)) throw new RangeError('stepSeconds must be positive');
  const counter = BigInt(Math.floor(timeMs / 1000 / stepSeconds));
  return hotp(base32Decode(secretBase32), counter, digits);
};

/** A fresh authenticator secret: 20 random bytes as base32 (32 characters). */
export const generateTotpSecret = (): string => base32Encode(randomBytes(SECRET_BYTES));
