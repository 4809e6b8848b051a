import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  decryptPayload,
  decryptTrailingKeyText,
  desDecryptText,
  desEcbEncrypt,
  desEncryptText,
  encryptPayload,
  encryptTrailingKeyText,
  generateRsaKeyPair,
  generateSessionKey,
  rsaDecryptKey,
  rsaEncryptKey,
  rsaEncryptString,
} from './index.js';

type TCase = {
  k: string;
  payload_json: string;
  rsa_hex?: string;
  des_base64: string;
  rsa_decrypts_to?: string;
  des_decrypts_to: string;
};
type TVectors = {
  rsa: { n_hex: string; d_hex: string };
  cases: TCase[];
  extra_cases: Array<Partial<TCase> & { input?: string; rsa_output?: string }>;
};

const here = dirname(fileURLToPath(import.meta.url));
const vectors = JSON.parse(
  readFileSync(resolve(here, '../fixtures/crypto-vectors.json'), 'utf8'),
) as TVectors;
const { n_hex: n, d_hex: d } = vectors.rsa;
const keyPair = { modulusHex: n, privateExponentHex: d };
const keyed = [...vectors.cases, ...vectors.extra_cases].filter((c): c is TCase => Boolean(c.k));

describe('wire encryption reproduces the original client byte for byte', () => {
  it.each(keyed)('DES of case $k', (c) => {
    expect(desEncryptText(c.payload_json, c.k)).toBe(c.des_base64);
    expect(desDecryptText(c.des_base64, c.k)).toBe(c.des_decrypts_to);
  });

  it.each(keyed.filter((c) => c.rsa_hex))('RSA of case $k', (c) => {
    expect(rsaEncryptKey(n, c.k)).toBe(c.rsa_hex);
    expect(rsaDecryptKey(c.rsa_hex!, n, d)).toBe(c.rsa_decrypts_to);
  });

  it.each(keyed.filter((c) => c.rsa_hex))('whole payload of case $k', (c) => {
    const encrypted = encryptPayload(n, c.payload_json, c.k);
    expect(encrypted).toEqual({ rsa: c.rsa_hex, des: c.des_base64 });
    expect(decryptPayload(encrypted, keyPair)).toBe(c.des_decrypts_to);
  });

  it('formats multi-block RSA with a space between blocks', () => {
    const multi = vectors.extra_cases.find((c) => c.input);
    expect(multi?.input).toBeDefined();
    expect(rsaEncryptString(n, multi!.input!)).toBe(multi!.rsa_output);
  });
});

describe('DES', () => {
  it('passes the FIPS 46 reference vector', () => {
    const key = Buffer.from('133457799BBCDFF1', 'hex');
    const block = Buffer.from('0123456789ABCDEF', 'hex');
    // With PKCS#7 a full block gains a padding block; the first block is the raw DES output.
    const out = Buffer.from(desEcbEncrypt(block, key)).subarray(0, 8).toString('hex');
    expect(out).toBe('85e813540f0ab405');
  });

  it('pads an aligned plaintext with a full block', () => {
    expect(Buffer.from(desEncryptText('{}', 'abcdefgh'), 'base64')).toHaveLength(8);
    expect(Buffer.from(desEncryptText('12345678', 'abcdefgh'), 'base64')).toHaveLength(16);
  });

  it('rejects a ciphertext with bad padding instead of returning garbage', () => {
    const wrongKey = desEncryptText('{"a":1}', 'abcdefgh');
    expect(() => desDecryptText(wrongKey, 'zyxwvuts')).toThrow(new RangeError('DES padding'));
  });

  it('rejects a ciphertext that is not whole blocks, and a key shorter than 8 bytes', () => {
    const sealed = Buffer.from(desEncryptText('{"a":1}', 'abcdefgh'), 'base64');
    const cut = sealed.subarray(0, 7).toString('base64');
    expect(() => desDecryptText(cut, 'abcdefgh')).toThrow(new RangeError('DES ciphertext length'));
    expect(() => desEncryptText('{"a":1}', 'short')).toThrow(RangeError);
  });

  it('round-trips a customer-service path with its trailing key', () => {
    const sealed = encryptTrailingKeyText('https://t.me/demo_support');
    expect(sealed.slice(-8)).toHaveLength(8);
    expect(decryptTrailingKeyText(sealed)).toBe('https://t.me/demo_support');
  });
});

describe('fresh keys', () => {
  it('draws 16-character alphanumeric session keys', () => {
    const keys = new Set(Array.from({ length: 50 }, () => generateSessionKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9A-Za-z]{16}$/);
  });

  it('round-trips a payload through a freshly generated key pair', () => {
    const pair = generateRsaKeyPair();
    const payload = { username: 'player', password: 'pässwörd' };
    expect(JSON.parse(decryptPayload(encryptPayload(pair.modulusHex, payload), pair))).toEqual(payload);
  });
});
