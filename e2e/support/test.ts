import { type APIRequestContext, type BrowserContext, type Page, test as base } from '@playwright/test';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };
import ty from '../../apps/web/src/locales/ty.json' with { type: 'json' };
import { E2E_MOCK_URL } from './stack';

export { expect } from '@playwright/test';

type TPopupMode = 'closed-for-session' | 'as-they-come';

/** Every popup id the merchant has (guest B, member A, first-login F), from the upstream itself. */
const allPopupIds = async (request: APIRequestContext): Promise<string[]> => {
  const response = await request.get(
    `${E2E_MOCK_URL}/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=A,B,F`,
    { headers: { Merchant: 'demo' } },
  );
  const body = (await response.json()) as { value: { popup: Array<{ id: string | number }> } };
  return body.value.popup.map((item) => String(item.id));
};

/**
 * Starts a browser context as a visitor who already closed every public
 * announcement popup this session (the app's own sessionStorage markers), and
 * closes any popup that still gets in the way of a page (signing out clears
 * the markers). Popups fade in and can swallow a click (docs/product.md §4).
 */
export const closeAnnouncementPopups = async (
  context: BrowserContext,
  page: Page,
  request: APIRequestContext,
) => {
  const ids = JSON.stringify(await allPopupIds(request));
  await context.addInitScript((closed) => {
    sessionStorage.setItem('ANONYMOUS_POPUP', closed);
    sessionStorage.setItem('USER_POPUP', closed);
  }, ids);
  const popup = page.getByRole('dialog').filter({ has: page.locator('article[aria-label]') });
  const close = new RegExp(`^(${en['common.close']}|${ty['common.close']})$`);
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: close }).first().click();
  });
};

/**
 * Tests about other things start with the popups closed
 * (`closeAnnouncementPopups`); popup tests opt out with
 * `test.use({ popups: 'as-they-come' })`.
 */
export const test = base.extend<{ popups: TPopupMode; closeAnnouncementPopups: void }>({
  popups: ['closed-for-session', { option: true }],
  closeAnnouncementPopups: [
    async ({ page, context, request, popups }, use) => {
      if (popups === 'closed-for-session') await closeAnnouncementPopups(context, page, request);
      await use();
    },
    { auto: true },
  ],
});
