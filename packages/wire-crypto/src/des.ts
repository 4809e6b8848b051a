import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * Single DES in ECB mode with PKCS#7 padding, as CryptoJS does it for the
 * upstream's encrypted calls. OpenSSL 3's default provider has no single DES
 * (only the legacy one does), but it has triple DES: EDE with the same key
 * three times is single DES (decision 0003).
 */
const CIPHER = 'des-ede3-ecb';

/** K‖K‖K from the first 8 bytes of `key`: CryptoJS uses only those of a longer key. */
const tripledKey = (key: Uint8Array): Buffer => {
  if (key.length < 8) throw new RangeError('a DES key needs at least 8 bytes');
  const single = key.subarray(0, 8);
  return Buffer.concat([single, single, single]);
};

/** DES-ECB with PKCS#7 padding. */
export const desEcbEncrypt = (plaintext: Uint8Array, key: Uint8Array): Uint8Array => {
  const cipher = createCipheriv(CIPHER, tripledKey(key), null);
  return Buffer.concat([cipher.update(plaintext), cipher.final()]);
};

/** Inverse of {@link desEcbEncrypt}; throws a RangeError on a wrong length or bad padding (a wrong key, mostly). */
export const desEcbDecrypt = (ciphertext: Uint8Array, key: Uint8Array): Uint8Array => {
  if (ciphertext.length === 0 || ciphertext.length % 8 !== 0) throw new RangeError('DES ciphertext length');
  const decipher = createDecipheriv(CIPHER, tripledKey(key), null);
  const head = decipher.update(ciphertext);
  try {
    return Buffer.concat([head, decipher.final()]);
  } catch {
    // OpenSSL's "bad decrypt": the last block's padding is not PKCS#7.
    throw new RangeError('DES padding');
  }
};
