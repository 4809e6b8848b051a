import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { z } from 'zod';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 256-bit key per purpose, derived so the raw GATEWAY_SECRET is never used as a key directly. */
const deriveKey = (secret: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'site-gateway', `${purpose}-aes-256-gcm`, 32));

/**
 * Seals a value for the browser to carry but not read or change:
 * AES-256-GCM, `v1.<base64url(iv | tag | ciphertext)>`. The purpose is bound
 * in as associated data, so a value sealed for one purpose never opens as
 * another. Stateless: any gateway instance with the same secret opens it.
 */
export class SealedBox<TSchema extends z.ZodType> {
  private readonly key: Buffer;
  private readonly associatedData: Buffer;
  private readonly schema: TSchema;

  constructor(secret: string, options: { keyPurpose: string; associatedData: string; schema: TSchema }) {
    this.key = deriveKey(secret, options.keyPurpose);
    this.associatedData = Buffer.from(options.associatedData);
    this.schema = options.schema;
  }

  seal(value: z.input<TSchema>): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(this.associatedData);
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
  }

  /** The value, or null for anything tampered, truncated, sealed under another key or malformed. */
  open(sealed: string): z.output<TSchema> | null {
    const [version, body, extra] = sealed.split('.');
    if (version !== VERSION || body === undefined || extra !== undefined) return null;
    const bytes = Buffer.from(body, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(this.associatedData);
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plaintext = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      const parsed = this.schema.safeParse(JSON.parse(plaintext.toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
