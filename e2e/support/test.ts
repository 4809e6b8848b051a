import { test as base } from '@playwright/test';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };
import ty from '../../apps/web/src/locales/ty.json' with { type: 'json' };

export { expect } from '@playwright/test';

/**
 * Public announcements pop up on arrival and after logins (spec §4), as they do
 * for a real visitor. Tests about other things close them the way a visitor
 * would, whenever one gets in the way.
 */
export const test = base.extend<{ closeAnnouncementPopups: void }>({
  closeAnnouncementPopups: [
    async ({ page }, use) => {
      const popup = page.getByRole('dialog').filter({ has: page.locator('article[aria-label]') });
      const close = new RegExp(`^(${en['common.close']}|${ty['common.close']})$`);
      await page.addLocatorHandler(popup, async () => {
        await popup.getByRole('button', { name: close }).first().click();
      });
      await use();
    },
    { auto: true },
  ],
});
