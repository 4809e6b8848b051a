import { describe, expect, it } from 'vitest';
import { SessionSealer } from './sealer.js';

const SECRET = 'a-test-secret-of-at-least-32-characters!!';
const payload = {
  token: 'upstream-token-123',
  captchaId: 'cap-1',
  remember: true,
  issuedAt: 1_700_000_000_000,
};

const flipCharAt = (text: string, index: number): string =>
  text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1);

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
    for (const index of [3, 10, 25, sealed.length - 1]) {
      expect(sealer.open(flipCharAt(sealed, index))).toBeNull();
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
