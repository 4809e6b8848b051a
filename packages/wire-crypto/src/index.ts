export { desEcbDecrypt, desEcbEncrypt } from './des.js';
export {
  generateRsaKeyPair,
  rsaDecryptKey,
  rsaDecryptString,
  rsaEncryptKey,
  rsaEncryptString,
  RSA_PUBLIC_EXPONENT,
  type TRsaKeyPair,
} from './rsa.js';
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
export { base32Decode, base32Encode, generateTotpSecret, totpCode } from './totp.js';
