import type { Page, WebSocket } from '@playwright/test';
import { headerBalance, logInFunded } from './support/games';
import { qa } from './support/stack';
import { expect, test } from './support/test';

/**
 * A member's live balance over either socket.io transport
 * (docs/decisions/0023-no-lost-events-and-polling.md): long-polling first,
 * upgraded to WebSocket where the network lets it through, and still live
 * where it does not.
 */
const SOCKET_URL = /\/socket\.io\/\?/;
const WEBSOCKET_URL = /\/socket\.io\/\?.*transport=websocket/;
const OPENING_MINOR = 100_000;
const BONUS_MINOR = 2_500;

const peso = (minor: number) =>
  `₱${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Grants bonuses until the header shows the balance without a reload: the
 * member's socket joins its room a moment after the login, and an event
 * before that is (by design) not replayed to the browser.
 */
const expectBonusPushedToHeader = async (page: Page, username: string) => {
  let grants = 0;
  await expect(async () => {
    grants += 1;
    await qa(page.request, 'bonus', { username, amountMinor: BONUS_MINOR });
    await expect(headerBalance(page)).toHaveText(peso(OPENING_MINOR + grants * BONUS_MINOR), {
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
};

/** The text frames every socket.io WebSocket of the page received. */
const recordWebSocketFrames = (page: Page) => {
  const frames: string[] = [];
  page.on('websocket', (socket: WebSocket) => {
    if (!SOCKET_URL.test(socket.url())) return;
    socket.on('framereceived', ({ payload }) => void frames.push(String(payload)));
  });
  return frames;
};

test('with WebSocket allowed, the socket upgrades from polling and the balance arrives over it', async ({
  page,
}) => {
  const frames = recordWebSocketFrames(page);
  const member = await logInFunded(page, OPENING_MINOR);
  // A balance pushed while the socket still polls (a busy machine upgrades late) arrives over
  // polling: grant until one arrives over the WebSocket, then the header shows every grant.
  let grants = 0;
  await expect(async () => {
    grants += 1;
    await qa(page.request, 'bonus', { username: member.username, amountMinor: BONUS_MINOR });
    await expect
      .poll(() => frames.some((frame) => frame.includes('"wallet:balance"')), { timeout: 2_000 })
      .toBe(true);
  }).toPass({ timeout: 20_000 });
  // The upgrade's probe was answered, and the balance came over the WebSocket.
  expect(frames).toContain('3probe');
  await expect(headerBalance(page)).toHaveText(peso(OPENING_MINOR + grants * BONUS_MINOR));
});

test('with WebSocket blocked by the network, the balance still arrives over long-polling', async ({
  page,
}) => {
  // What a proxy that refuses WebSocket does: the connection closes before it carries anything.
  await page.routeWebSocket(WEBSOCKET_URL, (socket) => socket.close());
  const frames = recordWebSocketFrames(page);
  const polled: string[] = [];
  page.on('response', async (response) => {
    if (SOCKET_URL.test(response.url()) && response.request().method() === 'GET')
      polled.push(await response.text().catch(() => ''));
  });
  const member = await logInFunded(page, OPENING_MINOR);
  await expectBonusPushedToHeader(page, member.username);
  expect(frames).toEqual([]);
  // A poll's body is read after its response event, possibly after the header has shown it.
  await expect.poll(() => polled.some((body) => body.includes('"wallet:balance"'))).toBe(true);
});
