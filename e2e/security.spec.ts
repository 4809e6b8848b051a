import { expectLoggedInAs, loginFromHeader } from './support/header';
import { DEMO_PLAYER, E2E_GATEWAY_URL } from './support/stack';
import { expect, test } from './support/test';

// Upstream tokens are 32 random bytes in hex; anything that long and hex-like must not be readable.
const TOKEN_LIKE = /[0-9a-f]{32,}/i;

test('no upstream token anywhere the page can read', async ({ page, context }) => {
  await page.goto('/');
  await loginFromHeader(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
  await expectLoggedInAs(page, DEMO_PLAYER.username);

  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
  }));
  expect(readable.cookie).not.toMatch(/sid=/);
  for (const [key, value] of [...readable.local, ...readable.session]) {
    expect(key.toLowerCase()).not.toContain('token');
    expect(value).not.toMatch(TOKEN_LIKE);
    expect(value).not.toContain(DEMO_PLAYER.password);
  }

  const sessionCookie = (await context.cookies(E2E_GATEWAY_URL)).find((c) => c.name.endsWith('sid'));
  expect(sessionCookie?.httpOnly).toBe(true);
  expect(sessionCookie?.sameSite).toBe('Lax');
});

test('the page is served with a content security policy', async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});
