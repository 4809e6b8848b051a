// @ts-check
/* global document, window */
// What the member's chat page and QA's support page share: the message list and time format.
(() => {
  'use strict';
  /** @typedef {import('../replies.js').TChatErrorReply} TChatErrorReply */
  /** @typedef {import('../../chat-store.js').TChatMessageView} TChatMessageView */

  /** @param {number} time */
  const clock = (time) =>
    new Date(time).toLocaleTimeString(document.documentElement.lang === 'tl' ? 'fil-PH' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
    });

  /**
   * A list that shows each message once, in id order, as text (never HTML).
   * @param {HTMLElement} list
   * @param {{ ownSender: 'member' | 'support', nameOf: (message: TChatMessageView) => string }} options
   */
  const messageList = (list, options) => {
    /** @type {Set<number>} */
    const shown = new Set();
    let newestId = 0;
    return {
      /** @param {TChatMessageView} message */
      add(message) {
        if (shown.has(message.id)) return false;
        shown.add(message.id);
        newestId = Math.max(newestId, message.id);
        const item = document.createElement('li');
        item.className = `c-message ${message.sender === options.ownSender ? 'is-own' : 'is-other'}`;
        item.dataset.id = String(message.id);
        const meta = document.createElement('p');
        meta.className = 'c-meta';
        meta.textContent = `${options.nameOf(message)} · ${clock(message.createdAt)}`;
        const body = document.createElement('p');
        body.className = 'c-text';
        body.textContent = message.text;
        item.append(meta, body);
        const after = [...list.children].find(
          (child) => Number(/** @type {HTMLElement} */ (child).dataset.id) > message.id,
        );
        list.insertBefore(item, after ?? null);
        item.scrollIntoView({ block: 'end' });
        return true;
      },
      clear() {
        shown.clear();
        newestId = 0;
        list.replaceChildren();
      },
      newestId: () => newestId,
    };
  };

  /**
   * JSON to or from a path; a failure throws an Error whose message is the envelope's errorCode.
   * @param {string} path @param {RequestInit} [init]
   */
  const request = async (path, init = {}) => {
    const response = await window.fetch(path, {
      ...init,
      headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    });
    const body = /** @type {unknown} */ (await response.json().catch(() => ({})));
    if (!response.ok) throw new Error(/** @type {TChatErrorReply} */ (body).errorCode || 'unknown_error');
    return body;
  };

  window.ChatCommon = { messageList, request };
})();
