import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { ZSessionPayloadSchema, type TSessionPayload } from './session-payload.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds ciphertexts to this use, so a value sealed for something else never opens as a session. */
const ASSOCIATED_DATA = Buffer.from('site-gateway/session/v1');

/** The 256-bit cookie key, derived so the raw GATEWAY_SECRET is never used as a key directly. */
export const deriveSessionKey = (secret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'site-gateway', 'session-cookie-aes-256-gcm', 32));

/**
 * Seals the session payload with AES-256-GCM: `v1.<base64url(iv | tag | ciphertext)>`.
 * Stateless, so any gateway instance with the same secret opens any cookie.
 */
export class SessionSealer {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = deriveSessionKey(secret);
  }

  seal(payload: TSessionPayload): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(ASSOCIATED_DATA);
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
  }

  /** The payload, or null for anything tampered, truncated, sealed under another key or malformed. */
  open(sealed: string): TSessionPayload | null {
    const [version, body, extra] = sealed.split('.');
    if (version !== VERSION || body === undefined || extra !== undefined) return null;
    const bytes = Buffer.from(body, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(ASSOCIATED_DATA);
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plaintext = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      const parsed = ZSessionPayloadSchema.safeParse(JSON.parse(plaintext.toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
