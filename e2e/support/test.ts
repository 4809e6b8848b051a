import { type APIRequestContext, test as base } from '@playwright/test';
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
 * Public announcements pop up on arrival and after logins (docs/product.md §4). A popup
 * fading in can swallow a click, so tests about other things start as a
 * visitor who already closed them this session (the app's own sessionStorage
 * markers); popup tests opt out with `test.use({ popups: 'as-they-come' })`.
 * Signing out clears the markers, so a handler also closes any popup that
 * still gets in the way.
 */
export const test = base.extend<{ popups: TPopupMode; closeAnnouncementPopups: void }>({
  popups: ['closed-for-session', { option: true }],
  closeAnnouncementPopups: [
    async ({ page, context, request, popups }, use) => {
      if (popups === 'closed-for-session') {
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
      }
      await use();
    },
    { auto: true },
  ],
});
