import { describe, expect, it } from 'vitest';
import { SessionSealer } from './sealer.js';

const SECRET = 'a-test-secret-of-at-least-32-characters!!';
const payload = {
  id: 'session-id-0123456789',
  token: 'upstream-token-123',
  captchaId: 'cap-1',
  remember: true,
  issuedAt: 1_700_000_000_000,
  lastSeenAt: 1_700_000_060_000,
};

/**
 * Flips one bit of the sealed bytes. (Changing a base64url character instead
 * can land in the last character's padding bits and change nothing.)
 */
const flipBitOfByte = (sealed: string, index: number): string => {
  const bytes = Buffer.from(sealed.slice('v1.'.length), 'base64url');
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return `v1.${bytes.toString('base64url')}`;
};

describe('SessionSealer', () => {
  it('opens what it sealed', () => {
    const sealer = new SessionSealer(SECRET);
    expect(sealer.open(sealer.seal(payload))).toEqual(payload);
  });

  it('never shows the token in the sealed text', () => {
    const sealed = new SessionSealer(SECRET).seal(payload);
    expect(sealed).not.toContain(payload.token);
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain(payload.token);
  });

  it('uses a fresh IV each time', () => {
    const sealer = new SessionSealer(SECRET);
    expect(sealer.seal(payload)).not.toBe(sealer.seal(payload));
  });

  it('rejects any tampered byte', () => {
    const sealer = new SessionSealer(SECRET);
    const sealed = sealer.seal(payload);
    const byteCount = Buffer.from(sealed.slice('v1.'.length), 'base64url').length;
    // The IV, the tag, and the first and last bytes of the ciphertext.
    for (const index of [0, 11, 12, 27, 28, byteCount - 1]) {
      expect(sealer.open(flipBitOfByte(sealed, index))).toBeNull();
    }
  });

  it('rejects a cookie sealed under another secret', () => {
    const sealed = new SessionSealer(SECRET).seal(payload);
    expect(new SessionSealer('another-secret-of-at-least-32-characters').open(sealed)).toBeNull();
  });

  it.each(['', 'v1.', 'v2.abc', 'garbage', 'v1.AAAA', 'v1.abc.def'])('rejects malformed %j', (value) => {
    expect(new SessionSealer(SECRET).open(value)).toBeNull();
  });

  it('rejects a well-sealed payload of the wrong shape', () => {
    const sealer = new SessionSealer(SECRET);
    const sealed = sealer.seal({ remember: 'yes' } as unknown as typeof payload);
    expect(sealer.open(sealed)).toBeNull();
  });
});
