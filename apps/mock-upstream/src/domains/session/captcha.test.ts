import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_COOKIE, SESSION_PATHS, ZWireCaptchaValueSchema } from '@site/contracts';
import { createInMemoryMock, MERCHANT_HEADERS, qa, type TInMemoryMock } from '../../test/test-app.js';
import { CAPTCHA_ALPHABET, glyphPixels } from './bitmap-font.js';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from './captcha-image.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

describe('captcha', () => {
  it('answers a decodable PNG and binds it with an HttpOnly captchaId cookie', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: SESSION_PATHS.captcha,
      headers: MERCHANT_HEADERS,
    });
    expect(reply.statusCode).toBe(200);
    const base64 = ZWireCaptchaValueSchema.parse(reply.json().value);
    expect(base64.startsWith('data:')).toBe(false);

    const png = PNG.sync.read(Buffer.from(base64, 'base64'));
    expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    // Text and noise make many distinct colours; a blank image would have a handful.
    const colours = new Set<number>();
    for (let at = 0; at < png.data.length; at += 4) colours.add(png.data.readUInt32BE(at));
    expect(colours.size).toBeGreaterThan(50);

    const cookie = reply.cookies.find((c) => c.name === CAPTCHA_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    expect((await qa(testApp.app, '/captcha/latest')).json()).toMatchObject({ captchaId: cookie?.value });
  });

  it('has a 5×7 glyph for every character it may draw', () => {
    for (const character of CAPTCHA_ALPHABET) {
      const rows = glyphPixels(character);
      expect(rows).toHaveLength(7);
      expect(rows.every((row) => row.length === 5)).toBe(true);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[IO01L]/);
  });
});
