// @ts-check
/* global document, window, EventSource */
// The member's chat page: the conversation, live replies over a server-sent stream, the compose form.
(() => {
  'use strict';
  /** @typedef {import('../replies.js').TChatStateReply} TChatStateReply */
  /** @typedef {import('../replies.js').TChatSentReply} TChatSentReply */
  /** @typedef {import('../../chat-store.js').TChatMessageView} TChatMessageView */

  const { messageList, request } = window.ChatCommon;
  const body = document.body;
  const ticket = body.dataset.ticket || '';
  /** @type {Record<string, string>} */
  const texts = JSON.parse(body.dataset.texts || '{}');
  /** @param {string} key */
  const t = (key) => texts[key] || key;

  /** @param {string} id */
  const element = (id) => {
    const node = document.getElementById(id);
    if (!node) throw new Error(`#${id} is missing`);
    return node;
  };
  const form = /** @type {HTMLFormElement} */ (element('compose'));
  const input = /** @type {HTMLTextAreaElement} */ (element('text'));
  const send = /** @type {HTMLButtonElement} */ (element('send'));
  const status = element('status');
  const empty = element('empty');
  const list = messageList(element('messages'), {
    ownSender: 'member',
    nameOf: (message) => (message.sender === 'member' ? t('you') : message.agentName || t('support')),
  });
  const headers = { 'x-chat-ticket': ticket };

  /** @param {string} text */
  const say = (text) => (status.textContent = text);

  let readId = 0;
  // The page is on screen while the chat-room modal is open: what it shows has been read.
  const markRead = () => {
    const newestId = list.newestId();
    if (document.visibilityState !== 'visible' || newestId <= readId) return;
    readId = newestId;
    request('/chat/api/read', { method: 'POST', headers, body: JSON.stringify({ upToId: newestId }) }).catch(
      () => (readId = 0),
    );
  };

  /** @param {TChatMessageView} message */
  const show = (message) => {
    if (list.add(message)) empty.hidden = true;
  };

  /** @param {string} code */
  const onFailure = (code) => {
    if (code === 'login.not.session') {
      say(t('ended'));
      form.hidden = true;
    } else if (code === 'too_many_requests') {
      say(t('slowDown'));
    } else if (code === 'chat_not_allowed') {
      say(t('closed'));
      form.hidden = true;
    } else {
      say(t('failed'));
    }
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text || send.disabled) return;
    send.disabled = true;
    send.textContent = t('sending');
    say('');
    try {
      const reply = /** @type {TChatSentReply} */ (
        await request('/chat/api/messages', { method: 'POST', headers, body: JSON.stringify({ text }) })
      );
      show(reply.message);
      input.value = '';
      markRead();
    } catch (error) {
      onFailure(error instanceof Error ? error.message : '');
    } finally {
      send.disabled = false;
      send.textContent = t('send');
      input.focus();
    }
  });
  // Enter sends, Shift+Enter starts a new line.
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      form.requestSubmit();
    }
  });

  const listen = () => {
    // EventSource reconnects on its own, naming the last id it saw: the mock replays what was missed.
    const stream = new EventSource(`/chat/api/stream?ticket=${encodeURIComponent(ticket)}`);
    stream.addEventListener('message', (event) => {
      show(/** @type {TChatMessageView} */ (JSON.parse(event.data)));
      markRead();
    });
    stream.addEventListener('error', () => say(t('offline')));
    stream.addEventListener('open', () => {
      if (status.textContent === t('offline')) say('');
    });
  };

  document.addEventListener('visibilitychange', markRead);

  request('/chat/api/messages', { headers })
    .then((reply) => {
      const state = /** @type {TChatStateReply} */ (reply);
      for (const message of state.messages) show(message);
      if (!state.canChat) onFailure('chat_not_allowed');
      markRead();
      listen();
    })
    .catch((error) => onFailure(error instanceof Error ? error.message : ''));
})();
