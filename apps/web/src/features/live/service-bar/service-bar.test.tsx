import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@site/contracts/events';
import { setRealtimeTransport } from '../../../lib/realtime';
import { apiError, type THandlers } from '../../../test/fake-api';
import { fakeSocket } from '../../../test/fake-socket';
import { member, session, siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const CHANNELS = siteStatus({
  customerService: [
    { csType: 'LIVECHAT', title: '24/7 Live Chat', url: 'https://chat.example/live' },
    { csType: 'TELEGRAM', title: 'Telegram Support', url: 'https://t.me/support' },
    { csType: 'TELEGRAM', title: 'Telegram Promotions', url: 'https://t.me/promos' },
    { csType: 'TELEPHONE', title: 'Hotline', url: 'tel:+63281234567' },
    { csType: 'FACEBOOK', title: 'Facebook', url: 'javascript:alert(1)' },
  ],
});

const CHAT_HANDLERS: THandlers = {
  'system.status': () => CHANNELS,
  'live.permission': () => ({ canChat: true }),
  'live.topics': () => ({
    topics: [
      { code: 'GENERAL', name: 'General questions', description: 'Games, the site and anything else.' },
      { code: 'ACCOUNT', name: 'Account and security', description: 'Login and password.' },
    ],
  }),
  'live.serviceScript': () => ({
    greeting: 'Hello! Welcome to Lucky Pavilion customer service.',
    lines: ['We answer 24 hours a day.'],
  }),
  'live.imUrl': () => ({ url: 'https://wa.me/639171234567?text=hi' }),
  'live.launchChat': () => ({ chatUrl: '/chat/room?ticket=abc' }),
};

const renderBar = async (handlers: THandlers = {}) => {
  const rendered = await renderApp({ handlers: { ...CHAT_HANDLERS, ...handlers } });
  // A member's bar acts for the member once the header shows them.
  if (handlers['session.me']) await screen.findByTestId('header-account');
  const bar = await screen.findByRole('complementary', { name: 'Customer service shortcuts' });
  return { ...rendered, bar };
};

afterEach(() => setRealtimeTransport(null));

describe('the floating service bar', () => {
  it("links the merchant's channels: Telegram as a list when there are several, the telephone by tel:", async () => {
    const { bar, user } = await renderBar();
    expect(within(bar).getByRole('link', { name: /Hotline/ })).toHaveAttribute('href', 'tel:+63281234567');
    // A link that is no web address is left out.
    expect(within(bar).queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Telegram' }));
    expect(within(bar).getByRole('link', { name: /Telegram Support/ })).toHaveAttribute(
      'href',
      'https://t.me/support',
    );
    expect(within(bar).getByRole('link', { name: /Telegram Promotions/ })).toHaveAttribute(
      'href',
      'https://t.me/promos',
    );
    await user.keyboard('{Escape}');
    expect(within(bar).queryByRole('link', { name: /Telegram Support/ })).not.toBeInTheDocument();
  });

  it('shows the app download QR codes at the bar size', async () => {
    const { bar, user } = await renderBar();
    await user.click(within(bar).getByRole('button', { name: 'Download the app' }));
    const android = await within(bar).findByRole('img', { name: 'QR code to download the Android app' });
    expect(android).toHaveAttribute('width', '94');
    expect(within(bar).getByRole('img', { name: 'QR code to download the iOS app' })).toBeInTheDocument();
  });

  it('sends a visitor to log in from live chat', async () => {
    const { bar, user, router } = await renderBar();
    const chat = within(bar).getByRole('button', { name: 'Live chat' });
    await waitFor(() => expect(chat).toBeEnabled());
    await user.click(chat);
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('opens the feedback dialog, for visitors too', async () => {
    const { bar, user } = await renderBar();
    await user.click(within(bar).getByRole('button', { name: 'Feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Send us feedback' })).toBeInTheDocument();
  });

  it('tells a trial account it needs a real one', async () => {
    const { bar, user, api } = await renderBar({
      'session.me': () => session(member({ isTrial: true, type: 4 })),
    });
    await user.click(within(bar).getByRole('button', { name: 'Live chat' }));
    expect(await screen.findByText('Please register an account first.')).toBeInTheDocument();
    expect(api.callsTo('live.unreadCount')).toHaveLength(0);
  });

  it('opens the chat room for a member: greeting, a topic, then the chat page in a frame', async () => {
    const { bar, user, api } = await renderBar({ 'session.me': () => session(member()) });
    await user.click(within(bar).getByRole('button', { name: 'Live chat' }));
    // Role queries over the whole app are slow: find the greeting, then look inside its dialog.
    const greeting = await screen.findByText('Hello! Welcome to Lucky Pavilion customer service.');
    const dialog = greeting.closest<HTMLElement>('dialog');
    if (!dialog) throw new Error('the greeting is not in a dialog');
    expect(dialog).toHaveAccessibleName('Live chat');
    expect(within(dialog).getByRole('link', { name: /Chat in your messenger/ })).toHaveAttribute(
      'href',
      'https://wa.me/639171234567?text=hi',
    );
    await user.click(await within(dialog).findByRole('button', { name: /Account and security/ }));
    const frame = await within(dialog).findByTitle('Chat with customer service');
    expect(frame).toHaveAttribute('src', '/chat/room?ticket=abc');
    expect(api.callsTo('live.launchChat').map((call) => call.input)).toEqual([{ topic: 'ACCOUNT' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Choose another topic' }));
    expect(within(dialog).getByRole('button', { name: /General questions/ })).toBeInTheDocument();
  });

  it('says so when support closed the chat to the member', async () => {
    const closed = await renderBar({
      'session.me': () => session(member()),
      'live.permission': () => ({ canChat: false }),
    });
    await closed.user.click(within(closed.bar).getByRole('button', { name: 'Live chat' }));
    expect(await screen.findByText(/Live chat is closed for your account/)).toBeInTheDocument();
  });

  it('says why a launch failed', async () => {
    const failing = await renderBar({
      'session.me': () => session(member()),
      'live.launchChat': () => {
        throw apiError({ key: 'chat_topic_not_found' }, 404);
      },
    });
    await failing.user.click(within(failing.bar).getByRole('button', { name: 'Live chat' }));
    await failing.user.click(await screen.findByRole('button', { name: /General questions/ }));
    expect(await screen.findByText(/That chat topic is no longer available/)).toBeInTheDocument();
  });

  it("keeps the live-chat badge on support's unread replies as they are pushed", async () => {
    const socket = fakeSocket();
    const { bar } = await renderBar({
      'session.me': () => session(member()),
      'live.unreadCount': () => ({ count: 2 }),
    });
    const chat = within(bar).getByRole('button', { name: /Live chat/ });
    await waitFor(() => expect(chat).toHaveAccessibleName('Live chat, 2 unread replies'));
    await waitFor(() => expect(socket.state.listener).not.toBeNull());
    socket.emit({ name: SOCKET_EVENTS.chatUnread, payload: { count: 0 } });
    await waitFor(() => expect(chat).toHaveAccessibleName('Live chat'));
    socket.emit({ name: SOCKET_EVENTS.chatUnread, payload: { count: 1 } });
    await waitFor(() => expect(chat).toHaveAccessibleName('Live chat, 1 unread reply'));
  });
});
