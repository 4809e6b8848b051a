import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { member, popup, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  window.sessionStorage.clear();
});

const guestPopup = popup({ id: 'b1', title: 'Welcome, guest!' });

describe('announcement popups', () => {
  it('shows the guest popups once per session', async () => {
    const first = await renderApp({ handlers: { 'content.popups': () => ({ items: [guestPopup] }) } });
    const dialog = within(await screen.findByRole('dialog', { name: 'Welcome, guest!' }));
    expect(dialog.getByText(/100% welcome bonus/)).toBeInTheDocument();
    expect(first.api.callsTo('content.popups')[0]?.input).toEqual({ firstLogin: false });
    await first.user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem('ANONYMOUS_POPUP')).toContain('b1');
    first.unmount();

    // A reload in the same session: the popup stays closed.
    const second = await renderApp({ handlers: { 'content.popups': () => ({ items: [guestPopup] }) } });
    await screen.findByRole('form', { name: 'Log in' });
    await waitFor(() => expect(second.api.callsTo('content.popups')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists several member popups with pages of details, and keeps them apart from guest ones', async () => {
    window.sessionStorage.setItem('ANONYMOUS_POPUP', JSON.stringify(['a1']));
    const items = [
      popup({ id: 'a1', title: 'Scheduled maintenance', contentHtml: '<p>Tables down Tuesday.</p>' }),
      popup({
        id: 'a2',
        title: 'Weekend reload',
        contentHtml: '<p>Reload <img src=x onerror="alert(1)"></p>',
        promotionType: 'DEPOSIT',
      }),
    ];
    const { user, router } = await renderApp({
      handlers: {
        'session.me': () => session(member()),
        'content.popups': () => ({ items }),
        'rewards.claimable': () => ({ items: [] }),
      },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Announcements' }));
    expect(dialog.getByRole('article', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: /Weekend reload/ }));
    const detail = dialog.getByRole('article', { name: 'Weekend reload' });
    expect(detail.innerHTML).not.toContain('onerror');
    // The go-to-promotion button closes the popups and opens the reward centre.
    await user.click(within(detail).getByRole('button', { name: 'Go to promotion' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument(),
    );
    expect(router.location.search).toBe('?centre=rewards');
    expect(JSON.parse(window.sessionStorage.getItem('USER_POPUP') ?? '[]')).toEqual(['a1', 'a2']);
  });
});

describe("a member's reading of popups", () => {
  it('marks unread ones, and records each one shown as read', async () => {
    const items = [
      popup({ id: 'a1', title: 'Scheduled maintenance' }),
      popup({ id: 'a2', title: 'Weekend reload' }),
      popup({ id: 'a3', title: 'New tables', isRead: true }),
    ];
    const { user, api } = await renderApp({
      handlers: { 'session.me': () => session(member()), 'content.popups': () => ({ items }) },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Announcements' }));
    const list = within(dialog.getByRole('list', { name: 'Announcement list' }));
    // The first one is shown at once, so it is read; the others keep their marks until shown.
    await waitFor(() => expect(api.callsTo('content.markAnnouncementsRead')).toHaveLength(1));
    expect(api.callsTo('content.markAnnouncementsRead')[0]?.input).toEqual({ ids: ['a1'] });
    await waitFor(() =>
      expect(list.getByRole('button', { name: 'Scheduled maintenance' })).toBeInTheDocument(),
    );
    expect(list.getByRole('button', { name: 'Weekend reload New' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'New tables' })).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Weekend reload New' }));
    await waitFor(() => expect(list.getByRole('button', { name: 'Weekend reload' })).toBeInTheDocument());
    expect(api.callsTo('content.markAnnouncementsRead').map((call) => call.input)).toEqual([
      { ids: ['a1'] },
      { ids: ['a2'] },
    ]);
    // Already read: never sent again.
    await user.click(list.getByRole('button', { name: 'New tables' }));
    expect(api.callsTo('content.markAnnouncementsRead')).toHaveLength(2);
  });

  it('shows guests no unread marks and sends nothing', async () => {
    const { api } = await renderApp({
      handlers: { 'content.popups': () => ({ items: [guestPopup, popup({ id: 'b2', title: 'Second' })] }) },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Announcements' }));
    expect(dialog.getByRole('button', { name: 'Second' })).toBeInTheDocument();
    expect(api.callsTo('content.markAnnouncementsRead')).toEqual([]);
  });
});
