// @ts-check
/* global document, window, EventSource */
// QA's support page: the merchant's conversations, one open at a time, and the reply form.
(() => {
  'use strict';
  /** @typedef {import('../replies.js').TQaConversation} TQaConversation */
  /** @typedef {import('../../chat-store.js').TChatMessageView} TChatMessageView */

  const { messageList, request } = window.ChatCommon;
  /** @param {string} id */
  const element = (id) => {
    const node = document.getElementById(id);
    if (!node) throw new Error(`#${id} is missing`);
    return node;
  };
  const conversations = element('conversations');
  const noConversations = element('no-conversations');
  const title = element('conversation-title');
  const closeButton = /** @type {HTMLButtonElement} */ (element('close-chat'));
  const form = /** @type {HTMLFormElement} */ (element('compose'));
  const agent = /** @type {HTMLInputElement} */ (element('agent'));
  const input = /** @type {HTMLTextAreaElement} */ (element('text'));
  const send = /** @type {HTMLButtonElement} */ (element('send'));
  const status = element('status');
  const list = messageList(element('messages'), {
    ownSender: 'support',
    nameOf: (message) =>
      message.sender === 'member' ? 'Member' : `${message.agentName || 'Support'} (support)`,
  });

  /** @type {TQaConversation | null} */
  let current = null;

  const loadMessages = async () => {
    if (!current) return;
    const reply = /** @type {{ messages: TChatMessageView[] }} */ (
      await request(`/__qa/chat/conversations/${current.id}/messages`)
    );
    for (const message of reply.messages) list.add(message);
  };

  /** @param {TQaConversation} conversation */
  const open = async (conversation) => {
    if (current?.id !== conversation.id) list.clear();
    current = conversation;
    title.textContent = `${conversation.username} · ${conversation.topic}`;
    closeButton.hidden = false;
    closeButton.textContent = conversation.isClosed ? 'Reopen chat' : 'Close chat';
    form.hidden = false;
    await loadMessages();
    await loadConversations();
  };

  const loadConversations = async () => {
    const rows = /** @type {TQaConversation[]} */ (await request('/__qa/chat/conversations'));
    noConversations.hidden = rows.length > 0;
    conversations.replaceChildren(
      ...rows.map((row) => {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'c-conversation';
        button.setAttribute('aria-current', String(row.id === current?.id));
        button.textContent = `${row.username} · ${row.topic}${row.isClosed ? ' (closed)' : ''}`;
        if (row.unread > 0) {
          const badge = document.createElement('span');
          badge.className = 'c-badge';
          badge.textContent = `${row.unread} new`;
          button.append(' ', badge);
        }
        button.addEventListener('click', () => void open(row));
        item.append(button);
        if (row.id === current?.id) current = row;
        return item;
      }),
    );
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!current || !text || send.disabled) return;
    send.disabled = true;
    status.textContent = '';
    try {
      const reply = /** @type {{ message: TChatMessageView }} */ (
        await request(`/__qa/chat/conversations/${current.id}/messages`, {
          method: 'POST',
          body: JSON.stringify({ text, agentName: agent.value.trim() || 'Ana' }),
        })
      );
      list.add(reply.message);
      input.value = '';
    } catch (error) {
      status.textContent = `The reply was not sent (${error instanceof Error ? error.message : 'error'}).`;
    } finally {
      send.disabled = false;
    }
  });

  closeButton.addEventListener('click', async () => {
    if (!current) return;
    await request(`/__qa/chat/conversations/${current.id}/closed`, {
      method: 'POST',
      body: JSON.stringify({ closed: !current.isClosed }),
    });
    await loadConversations();
    if (current) await open(current);
  });

  const stream = new EventSource('/__qa/chat/stream');
  stream.addEventListener('message', (event) => {
    const { conversationId } = /** @type {{ conversationId: number }} */ (JSON.parse(event.data));
    if (conversationId === current?.id) void loadMessages();
    void loadConversations();
  });

  void loadConversations();
})();
