import { expect, type Page } from '@playwright/test';

/** The header's login form (desktop widths). */
export const headerLoginForm = (page: Page) => page.getByRole('form', { name: 'Log in' });

export const loginFromHeader = async (page: Page, username: string, password: string, captcha?: string) => {
  const form = headerLoginForm(page);
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  if (captcha !== undefined) await form.getByLabel('Captcha', { exact: true }).fill(captcha);
  await form.getByRole('button', { name: 'Log in' }).click();
};

/** The member's header is a chunk of its own, so it may come a while after the login answers on a busy machine. */
export const expectLoggedInAs = async (page: Page, username: string) => {
  await expect(page.getByTestId('header-account')).toContainText(username, {
    ignoreCase: true,
    timeout: 20_000,
  });
};

/** Logs in through the login dialog (`/login`), which every width has. */
export const loginFromDialog = async (page: Page, username: string, password: string) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedInAs(page, username);
};
