import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TInboxMessage } from '@site/contracts/api';
import type { THandlers } from '../../../test/fake-api';
import { inboxMessage, pageOfRows } from '../../../test/records-fixtures';
import { renderPage } from '../../../test/render-page';
import { MessagesPage } from './messages-page';

/** A fake inbox: answers pages by status and marks messages read like the upstream. */
const inboxHandlers = (messages: TInboxMessage[]): THandlers => {
  const unread = () => messages.filter((message) => !message.isRead).length;
  return {
    'content.unreadCount': () => ({ count: unread() }),
    'content.inbox': (input) => {
      const { status = 'all' } = input;
      const rows = messages.filter((message) => status === 'all' || message.isRead === (status === 'read'));
      return pageOfRows(rows);
    },
    'content.markRead': (input) => {
      const { ids = [], all = false } = input;
      messages.forEach((message, index) => {
        if (all || ids.includes(message.id)) messages[index] = { ...message, isRead: true };
      });
      return { count: unread() };
    },
  };
};

const sample = () => [
  inboxMessage(),
  inboxMessage({
    id: 'm-2',
    type: 'WITHDRAWAL_APPROVED',
    title: 'Withdrawal approved',
    content: 'Approved.',
  }),
  inboxMessage({ id: 'm-3', type: 'NOTICE', title: 'Welcome', content: 'Hello.', isRead: true }),
];

describe('MessagesPage', () => {
  it('lists messages with a mark on unread ones and filters by tab', async () => {
    const { api, user } = await renderPage(<MessagesPage />, { handlers: inboxHandlers(sample()) });
    expect(await screen.findByRole('button', { name: /Deposit credited\s*\(unread\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Welcome/ })).not.toHaveTextContent('unread');

    await user.click(screen.getByRole('tab', { name: 'Read' }));
    await waitFor(() =>
      expect(api.callsTo('content.inbox').at(-1)?.input).toEqual({ status: 'read', pageNo: 1 }),
    );
    await waitFor(() => expect(screen.queryByText('Deposit credited')).not.toBeInTheDocument());
    expect(screen.getByText('Welcome')).toBeInTheDocument();
  });

  it('opens a message, marks it read and lowers the unread count', async () => {
    const { api, user, queryClient } = await renderPage(<MessagesPage />, {
      handlers: inboxHandlers(sample()),
    });
    await user.click(await screen.findByRole('button', { name: /Deposit credited/ }));
    expect(screen.getByRole('article', { name: 'Deposit credited' })).toHaveTextContent(
      'Your deposit of ₱500.00 was credited.',
    );
    await waitFor(() => expect(api.callsTo('content.markRead')[0]?.input).toEqual({ ids: ['m-1'] }));
    await waitFor(() =>
      expect(queryClient.getQueriesData({ queryKey: [['content', 'unreadCount']] })[0]?.[1]).toEqual({
        count: 1,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Back to messages' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Deposit credited/ })).not.toHaveTextContent('unread'),
    );
    await user.click(screen.getByRole('button', { name: /^Welcome/ }));
    expect(api.callsTo('content.markRead')).toHaveLength(1);
  });

  it('marks all read, then has nothing unread', async () => {
    const { api, user } = await renderPage(<MessagesPage />, { handlers: inboxHandlers(sample()) });
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    await waitFor(() => expect(api.callsTo('content.markRead')[0]?.input).toEqual({ all: true }));
    expect(
      await within(screen.getByRole('status')).findByText('All messages are marked as read.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(markAll).toBeDisabled());

    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(await screen.findByText('No unread messages.')).toBeInTheDocument();
  });

  it('has an empty state per tab', async () => {
    const { user } = await renderPage(<MessagesPage />, { handlers: inboxHandlers([]) });
    expect(await screen.findByText('You have no messages.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Read' }));
    expect(await screen.findByText('No read messages yet.')).toBeInTheDocument();
  });
});
