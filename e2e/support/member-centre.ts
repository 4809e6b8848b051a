import { expect, type Locator, type Page } from '@playwright/test';

/** The member centre dialog. */
export const memberCentre = (page: Page) => page.getByRole('dialog', { name: /Member centre/ });

/**
 * A member-centre page, by its entry in the centre's navigation (opening the
 * centre from the header); an entry may carry a badge ("Reward centre , 1 new").
 */
export const openCentrePage = async (page: Page, name: string) => {
  if (!(await memberCentre(page).isVisible())) await page.getByTestId('header-account').click();
  await centreNavLink(memberCentre(page), name).click();
  await expect(memberCentre(page).getByRole('heading', { name, level: 3 })).toBeVisible();
  return memberCentre(page);
};

/** A centre dialog's navigation entry for a page, by the page's heading; an entry may carry a badge. */
export const centreNavLink = (centre: Locator, heading: string) =>
  centre
    .getByRole('navigation')
    .getByRole('link', { name: new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
