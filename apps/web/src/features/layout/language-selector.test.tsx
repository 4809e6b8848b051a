import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('language selector', () => {
  it("lists the merchant's languages and switches, stores and refetches in the new language", async () => {
    const { api, user } = await renderApp();
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'English',
      'Tagalog',
    ]);
    expect(api.callsTo('system.status')[0]?.headers.get('X-Language')).toBe('EN');

    const statusCallsBefore = api.callsTo('system.status').length;
    await user.selectOptions(select, 'TY');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maligayang pagdating sa Lucky Pavilion' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tl');
    expect(window.localStorage.getItem('lang')).toBe('TY');
    expect(window.localStorage.getItem('hisLang')).toBe('TY');
    await waitFor(() => expect(api.callsTo('system.status').length).toBeGreaterThan(statusCallsBefore));
    expect(api.callsTo('system.status').at(-1)?.headers.get('X-Language')).toBe('TY');
  });

  it('starts in the stored language', async () => {
    window.localStorage.setItem('lang', 'TY');
    await renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maligayang pagdating sa Lucky Pavilion' }),
    ).toBeInTheDocument();
  });

  it('sends requests same-origin with credentials', async () => {
    const { api } = await renderApp();
    await screen.findByRole('combobox', { name: 'Language' });
    expect(api.calls.every((call) => call.credentials === 'same-origin')).toBe(true);
  });
});
