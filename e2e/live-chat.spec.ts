import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectLoggedInAs, loginFromHeader } from './support/header';
import { createMember, E2E_MOCK_URL } from './support/stack';
import { expect, test } from './support/test';

/**
 * Live chat (docs/decisions/0030-live-chat.md): a member opens the chat room
 * from the floating service bar and writes; support answers on QA's support
 * page (a second page, on the mock); the answer appears in the member's chat
 * as it is sent, and the bar's unread badge counts answers that arrive while
 * the chat is closed.
 */
const serviceBar = (page: Page) => page.getByRole('complementary', { name: 'Customer service shortcuts' });
const liveChatButton = (page: Page) => serviceBar(page).getByRole('button', { name: /^Live chat/ });
const chatRoom = (page: Page) => page.getByRole('dialog', { name: 'Live chat' });
const chatFrame = (page: Page) => chatRoom(page).frameLocator('[data-testid="chat-frame"]');

/** QA's support page, opened on the member's conversation. */
const openSupportPage = async (context: BrowserContext, username: string) => {
  const support = await context.newPage();
  await support.goto(`${E2E_MOCK_URL}/__qa/chat`);
  await support.getByRole('button', { name: new RegExp(`^${username} ·`) }).click();
  return support;
};

/** The bar loads after the page's first paint (a lazy chunk): wait for it before using it. */
const barLoaded = async (page: Page) => {
  await expect(serviceBar(page)).toBeVisible({ timeout: 20_000 });
};

const answer = async (support: Page, text: string) => {
  await support.getByRole('textbox', { name: 'Reply' }).fill(text);
  await support.getByRole('button', { name: 'Send reply' }).click();
  await expect(support.getByRole('list', { name: 'Messages' })).toContainText(text);
};

test('a member chats with support: answers arrive live and the badge counts those not seen', async ({
  page,
  context,
}) => {
  // Two pages, a login and five messages each way through the stack.
  test.setTimeout(90_000);
  const member = await createMember(page.request, 'player');
  await page.goto('/');
  await loginFromHeader(page, member.username, member.password);
  await expectLoggedInAs(page, member.username);
  await barLoaded(page);

  await liveChatButton(page).click();
  await expect(chatRoom(page)).toContainText('Welcome to Lucky Pavilion customer service');
  await chatRoom(page)
    .getByRole('button', { name: /Deposits and withdrawals/ })
    .click();
  const chat = chatFrame(page);
  await expect(chat.getByText('Topic: Deposits and withdrawals')).toBeVisible();
  await chat.getByRole('textbox', { name: 'Message' }).fill('My deposit has not arrived yet.');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('list', { name: 'Live chat' })).toContainText(
    'My deposit has not arrived yet.',
  );

  const support = await openSupportPage(context, member.username);
  await expect(support.getByRole('list', { name: 'Messages' })).toContainText(
    'My deposit has not arrived yet.',
  );
  await answer(support, 'Thanks, I am checking your deposit now.');
  // Live, without a reload: the chat page's stream brings it; seen at once, so no badge.
  await expect(chat.getByRole('list', { name: 'Live chat' })).toContainText(
    'Thanks, I am checking your deposit now.',
  );
  await expect(page.getByTestId('live-chat-unread')).toBeHidden();

  // With the chat closed, answers count on the badge as they arrive.
  await chatRoom(page).getByRole('button', { name: 'Close' }).click();
  await expect(chatRoom(page)).toBeHidden();
  await answer(support, 'It is approved: please check your balance.');
  await expect(liveChatButton(page)).toHaveAccessibleName('Live chat, 1 unread reply');
  await answer(support, 'Anything else I can help with?');
  await expect(liveChatButton(page)).toHaveAccessibleName('Live chat, 2 unread replies');

  // Opening the chat again shows them, and the badge goes.
  await liveChatButton(page).click();
  await chatRoom(page)
    .getByRole('button', { name: /General questions/ })
    .click();
  await expect(chatFrame(page).getByRole('list', { name: 'Live chat' })).toContainText(
    'Anything else I can help with?',
  );
  await expect(page.getByTestId('live-chat-unread')).toBeHidden();
  await expect(liveChatButton(page)).toHaveAccessibleName('Live chat');
});

test('a visitor is asked to log in for live chat, and reaches Telegram and the app QR from the bar', async ({
  page,
}) => {
  await page.goto('/');
  await barLoaded(page);
  await serviceBar(page).getByRole('button', { name: 'Telegram' }).click();
  await expect(serviceBar(page).getByRole('link', { name: /Telegram Support/ })).toHaveAttribute(
    'href',
    'https://t.me/luckypavilion_support',
  );
  await expect(serviceBar(page).getByRole('link', { name: /Hotline/ })).toHaveAttribute(
    'href',
    'tel:+63281234567',
  );
  await serviceBar(page).getByRole('button', { name: 'Download the app' }).click();
  await expect(
    serviceBar(page).getByRole('img', { name: 'QR code to download the Android app' }),
  ).toBeVisible();
  await liveChatButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('on a phone the bar folds into one button that covers nothing until opened', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await barLoaded(page);
  const toggle = serviceBar(page).getByRole('button', { name: 'Customer service' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(serviceBar(page).getByRole('button', { name: /^Live chat/ })).toBeHidden();
  await toggle.click();
  await expect(liveChatButton(page)).toBeVisible();
  await expectAccessible(page, 'service bar open at 360 px');
});
