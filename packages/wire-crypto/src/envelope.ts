import { randomInt } from 'node:crypto';
import { desEcbDecrypt, desEcbEncrypt } from './des.js';
import { rsaDecryptKey, rsaEncryptKey, type TRsaKeyPair } from './rsa.js';

const KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A 16-character alphanumeric key drawn from a cryptographic source. */
export const generateSessionKey = (length = 16): string =>
  Array.from({ length }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

/** DES-ECB/PKCS7 of a UTF-8 string under the UTF-8 of key, as standard base64. */
export const desEncryptText = (plaintext: string, key: string): string =>
  Buffer.from(desEcbEncrypt(utf8.encode(plaintext), utf8.encode(key))).toString('base64');

export const desDecryptText = (base64: string, key: string): string =>
  utf8Decoder.decode(desEcbDecrypt(Buffer.from(base64, 'base64'), utf8.encode(key)));

export type TEncryptedPayload = {
  /** RSA of the session key: the `Encryption` header. */
  rsa: string;
  /** DES of the payload JSON: the body `value` and the `X-Digest` header. */
  des: string;
};

/** Encrypts a payload for an enc call (docs/upstream.md §2). */
export const encryptPayload = (
  modulusHex: string,
  payload: unknown,
  key: string = generateSessionKey(),
): TEncryptedPayload => {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return { rsa: rsaEncryptKey(modulusHex, key), des: desEncryptText(text, key) };
};

/** The upstream's side: recovers the payload text of an enc call. */
export const decryptPayload = (encrypted: TEncryptedPayload, keyPair: TRsaKeyPair): string => {
  const key = rsaDecryptKey(encrypted.rsa, keyPair.modulusHex, keyPair.privateExponentHex);
  return desDecryptText(encrypted.des, key);
};

/** Customer-service paths are `<DES base64><8-char key>` (docs/upstream.md §2.7). */
export const decryptTrailingKeyText = (value: string): string => {
  if (value.length <= 8) throw new RangeError('value too short for a trailing key');
  return desDecryptText(value.slice(0, -8), value.slice(-8));
};

export const encryptTrailingKeyText = (plaintext: string, key: string = generateSessionKey(8)): string => {
  if (key.length !== 8) throw new RangeError('the trailing key is 8 characters');
  return desEncryptText(plaintext, key) + key;
};
