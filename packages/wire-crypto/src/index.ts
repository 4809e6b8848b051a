export { desEcbDecrypt, desEcbEncrypt } from './des.js';
export {
  decryptPayload,
  decryptTrailingKeyText,
  desDecryptText,
  desEncryptText,
  encryptPayload,
  encryptTrailingKeyText,
  generateSessionKey,
  type TEncryptedPayload,
} from './envelope.js';
export {
  generateRsaKeyPair,
  RSA_PUBLIC_EXPONENT,
  rsaDecryptKey,
  rsaDecryptString,
  rsaEncryptKey,
  rsaEncryptString,
  type TRsaKeyPair,
} from './rsa.js';
export { base32Decode, base32Encode, generateTotpSecret, totpCode } from './totp.js';
