import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPromotionAnnouncement } from '@site/contracts/api';
import { apiError, type THandlers } from '../../../test/fake-api';
import { installFakeViewport } from '../../../test/fake-viewport';
import { renderApp } from '../../../test/render-app';

const announcement = (overrides: Partial<TPromotionAnnouncement> = {}): TPromotionAnnouncement => ({
  id: '1',
  title: 'Welcome Bonus 100%',
  imageUrl: '/static/promotions/1.svg',
  contentHtml: '<p>Double your <strong>first deposit</strong>.</p>',
  categoryId: '10',
  startDate: Date.UTC(2025, 4, 1),
  endDate: null,
  ...overrides,
});

const CATEGORIES = [
  { id: '10', title: 'New members' },
  { id: '11', title: 'Deposits & cashback' },
];

const renderAnnouncements = (handlers: THandlers) =>
  renderApp({
    path: '/promotions',
    handlers: { 'content.promotionCategories': () => ({ items: CATEGORIES }), ...handlers },
  });

const section = () => screen.findByRole('region', { name: 'Promotion pages' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the promotions page’s announcements', () => {
  it('are in the document, with their cards, before the page is scrolled to them', async () => {
    // A viewport in which nothing is in view: the page is not scrolled.
    installFakeViewport();
    await renderAnnouncements({ 'content.promotionAnnouncements': () => ({ items: [announcement()] }) });
    const news = await section();
    await within(news).findByRole('tablist');
    expect(await within(news).findByRole('article', { name: 'Welcome Bonus 100%' })).toBeInTheDocument();
  });

  it('shows a tab per category, All first, and lists the chosen tab’s announcements', async () => {
    const { api, user } = await renderAnnouncements({
      'content.promotionAnnouncements': (input) => ({
        items:
          input?.categoryId === '11'
            ? [announcement({ id: '2', title: 'Daily Reload 10%', categoryId: '11' })]
            : [announcement(), announcement({ id: '2', title: 'Daily Reload 10%', categoryId: '11' })],
      }),
    });
    const news = await section();
    const tablist = await within(news).findByRole('tablist', { name: 'Promotion categories' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'New members', 'Deposits & cashback']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await within(news).findAllByRole('article')).toHaveLength(2);

    await user.click(within(tablist).getByRole('tab', { name: 'Deposits & cashback' }));
    expect(within(tablist).getByRole('tab', { name: 'Deposits & cashback' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = within(news).getByRole('tabpanel');
    expect(await within(panel).findByRole('article', { name: 'Daily Reload 10%' })).toBeInTheDocument();
    expect(within(panel).queryByRole('article', { name: 'Welcome Bonus 100%' })).not.toBeInTheDocument();
    expect(api.callsTo('content.promotionAnnouncements').map((call) => call.input)).toContainEqual({
      categoryId: '11',
    });
  });

  it('unfolds an announcement’s page', async () => {
    const { user } = await renderAnnouncements({
      'content.promotionAnnouncements': () => ({ items: [announcement()] }),
    });
    const news = await section();
    // The tab bar comes with the categories; the list is then inside its panel.
    await within(news).findByRole('tablist');
    const card = await within(news).findByRole('article', { name: 'Welcome Bonus 100%' });
    expect(card).toHaveAttribute('id', 'announcement-1');
    await user.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(await within(card).findByText('first deposit')).toBeInTheDocument();
  });

  it('says when a category is empty', async () => {
    await renderAnnouncements({ 'content.promotionAnnouncements': () => ({ items: [] }) });
    const news = await section();
    await within(news).findByRole('tablist');
    expect(await within(news).findByText('Nothing in this category yet')).toBeInTheDocument();
  });

  it('lists All without a tab bar when the categories fail, and offers a retry when the list does', async () => {
    const { api, user } = await renderAnnouncements({
      'content.promotionCategories': () => Promise.reject(apiError({ key: 'system_busy' }, 500)),
      'content.promotionAnnouncements': () => Promise.reject(apiError({ key: 'system_busy' }, 500)),
    });
    const news = await section();
    expect(await within(news).findByText('Promotion pages could not be loaded')).toBeInTheDocument();
    expect(within(news).queryByRole('tablist')).not.toBeInTheDocument();
    api.setHandler('content.promotionAnnouncements', () => ({ items: [announcement()] }));
    await user.click(within(news).getByRole('button', { name: 'Try again' }));
    expect(await within(news).findByRole('article', { name: 'Welcome Bonus 100%' })).toBeInTheDocument();
  });
});
