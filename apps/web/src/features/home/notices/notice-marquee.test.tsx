import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeViewport } from '../../../test/fake-viewport';
import { member, popup, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const notices = [
  popup({
    id: 'n1',
    title: 'Scheduled maintenance',
    contentHtml: '<p>Tables down Tuesday. <img src=x onerror="alert(1)"></p>',
    startDate: new Date(2025, 2, 4, 9, 30, 0).getTime(),
  }),
  popup({ id: 'n2', title: 'Weekend reload', contentHtml: '<p>10% every Saturday.</p>', startDate: null }),
];

beforeEach(() => {
  // These are popups too: marked closed so the announcement popup stays out of the way.
  window.sessionStorage.setItem('ANONYMOUS_POPUP', JSON.stringify(['n1', 'n2']));
  window.sessionStorage.setItem('USER_POPUP', JSON.stringify(['n1', 'n2']));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home notice marquee', () => {
  it('scrolls the notice titles beside a live clock', async () => {
    await renderApp({ handlers: { 'content.notices': () => ({ items: notices }) } });
    const bar = within(await screen.findByRole('region', { name: 'Notices' }));
    expect(await bar.findByRole('button', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    // The second run of titles (for the seamless loop) is hidden from assistive technology.
    expect(bar.getAllByRole('button', { name: 'Weekend reload' })).toHaveLength(1);
    expect(bar.getByTestId('home-clock').textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('has a pause button that stops the scrolling titles (WCAG 2.2.2) and starts them again', async () => {
    const { user } = await renderApp({ handlers: { 'content.notices': () => ({ items: notices }) } });
    const bar = within(await screen.findByRole('region', { name: 'Notices' }));
    const pause = await bar.findByRole('button', { name: 'Pause the notices' });
    const track = bar.getByRole('button', { name: 'Scheduled maintenance' }).closest('ul')?.parentElement;
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(track).not.toHaveAttribute('data-paused');

    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(track).toHaveAttribute('data-paused');

    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(track).not.toHaveAttribute('data-paused');
  });

  it('stops the scrolling titles while the bar is scrolled away', async () => {
    const viewport = installFakeViewport();
    await renderApp({ handlers: { 'content.notices': () => ({ items: notices }) } });
    const bar = within(await screen.findByRole('region', { name: 'Notices' }));
    const track = (await bar.findByRole('button', { name: 'Scheduled maintenance' })).closest(
      'ul',
    )?.parentElement;
    expect(track).toHaveAttribute('data-offscreen');
    viewport.setInView(true);
    expect(track).not.toHaveAttribute('data-offscreen');
    viewport.setInView(false);
    expect(track).toHaveAttribute('data-offscreen');
  });

  it('opens the notice popup at the clicked notice, with its start time and sanitised text', async () => {
    const { user } = await renderApp({ handlers: { 'content.notices': () => ({ items: notices }) } });
    const bar = within(await screen.findByRole('region', { name: 'Notices' }));
    await user.click(await bar.findByRole('button', { name: 'Weekend reload' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Notices' }));
    const list = within(dialog.getByRole('list', { name: 'Notice list' }));
    const maintenance = list.getByRole('button', { name: /Scheduled maintenance/ });
    const reload = list.getByRole('button', { name: /Weekend reload/ });
    expect(maintenance).toHaveTextContent('04/03/2025 09:30:00');
    expect(reload).toHaveAttribute('aria-expanded', 'true');
    expect(maintenance).toHaveAttribute('aria-expanded', 'false');
    expect(dialog.getByText('10% every Saturday.')).toBeVisible();

    // A title unfolds its text, cleaned of anything that could run.
    await user.click(maintenance);
    expect(maintenance).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(maintenance.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('Tables down Tuesday.');
    expect(panel?.innerHTML).not.toContain('onerror');
    await user.click(reload);
    expect(reload).toHaveAttribute('aria-expanded', 'false');

    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the popup from the badge too, and says when there are no notices', async () => {
    const { user } = await renderApp({ handlers: { 'content.notices': () => ({ items: [] }) } });
    const bar = within(await screen.findByRole('region', { name: 'Notices' }));
    expect(await bar.findByText('No notices at the moment.')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Notices' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notices' }));
    expect(dialog.getByText(/There are no notices right now/)).toBeInTheDocument();
  });

  it("asks for the logged-in member's notices (content.notices, no first-login extras)", async () => {
    const { api } = await renderApp({
      handlers: {
        'session.me': () => session(member()),
        'content.notices': () => ({ items: notices }),
      },
    });
    await screen.findByRole('region', { name: 'Notices' });
    await waitFor(() => expect(api.callsTo('content.notices').length).toBeGreaterThan(0));
    expect(api.callsTo('content.notices').map((call) => call.input)).toContainEqual({ firstLogin: false });
  });
});

describe("a member's reading of notices", () => {
  it('marks unread notices and records each one opened as read', async () => {
    const { user, api } = await renderApp({
      handlers: { 'session.me': () => session(member()), 'content.notices': () => ({ items: notices }) },
    });
    const bar = within(await screen.findByRole('region', { name: 'Notices' }));
    await user.click(await bar.findByRole('button', { name: 'Scheduled maintenance' }));
    const list = within(within(await screen.findByRole('dialog', { name: 'Notices' })).getByRole('list'));
    await waitFor(() =>
      expect(api.callsTo('content.markAnnouncementsRead').map((call) => call.input)).toEqual([
        { ids: ['n1'] },
      ]),
    );
    await waitFor(() =>
      expect(list.getByRole('button', { name: /Scheduled maintenance/ })).not.toHaveTextContent('New'),
    );
    const reload = list.getByRole('button', { name: /Weekend reload New/ });
    await user.click(reload);
    await waitFor(() => expect(reload).not.toHaveTextContent('New'));
    expect(api.callsTo('content.markAnnouncementsRead')).toHaveLength(2);
  });
});
