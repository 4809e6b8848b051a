import { escapeHtml } from '../../../core/play/page/html.js';
import { CHAT_PAGE_TEXTS, type TChatLanguage } from '../chat-texts.js';

const asset = (file: string) => `/chat/assets/${file}`;

type TChatPage = {
  ticket: string;
  language: TChatLanguage;
  topicName: string;
  greeting: string;
  backUrl: string;
};

/**
 * The member's chat page, framed by the site's chat-room modal. Data for the
 * script travels in `data-*` attributes: the CSP forbids inline script. The
 * greeting (the customer-service script) opens the conversation.
 */
export const renderChatPage = (page: TChatPage): string => {
  const text = CHAT_PAGE_TEXTS[page.language];
  return `<!doctype html>
<html lang="${page.language === 'TY' ? 'tl' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(text.title)}</title>
<link rel="icon" href="/games/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${asset('chat.css')}">
</head>
<body data-ticket="${escapeHtml(page.ticket)}" data-texts="${escapeHtml(JSON.stringify(text))}">
<div class="c-app">
<header class="c-top">
  <h1>${escapeHtml(text.title)}</h1>
  <p class="c-topic"><span>${escapeHtml(text.topic)}:</span> ${escapeHtml(page.topicName)}</p>
  ${page.backUrl ? `<a class="c-back" href="${escapeHtml(page.backUrl)}" target="_top">${escapeHtml(text.back)}</a>` : ''}
</header>
<main class="c-main">
  <p class="c-greeting">${escapeHtml(page.greeting)}</p>
  <ol id="messages" class="c-messages" aria-live="polite" aria-label="${escapeHtml(text.title)}"></ol>
  <p id="empty" class="c-empty">${escapeHtml(text.empty)}</p>
</main>
<footer class="c-bottom">
  <p id="status" class="c-status" role="status"></p>
  <form id="compose" class="c-compose">
    <label class="c-visually-hidden" for="text">${escapeHtml(text.message)}</label>
    <textarea id="text" name="text" rows="2" maxlength="1000" placeholder="${escapeHtml(text.placeholder)}" required></textarea>
    <button type="submit" id="send" class="c-btn">${escapeHtml(text.send)}</button>
  </form>
</footer>
</div>
<script src="${asset('chat-common.js')}" defer></script>
<script src="${asset('chat.js')}" defer></script>
</body>
</html>`;
};

/** A page for a chat ticket that is gone (expired or unknown). */
export const renderChatEndedPage = (language: TChatLanguage): string => `<!doctype html>
<html lang="${language === 'TY' ? 'tl' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(CHAT_PAGE_TEXTS[language].title)}</title><link rel="stylesheet" href="${asset('chat.css')}"></head>
<body><div class="c-app c-ended"><p>${escapeHtml(CHAT_PAGE_TEXTS[language].ended)}</p></div></body></html>`;

/** QA's support page (`/__qa/chat`): conversations, one at a time, and the reply form. English only, as QA is. */
export const renderSupportPage = (): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Support chat (QA)</title>
<link rel="stylesheet" href="${asset('chat.css')}">
</head>
<body class="c-support">
<div class="c-support-grid">
  <nav class="c-conversations" aria-label="Conversations">
    <h1>Conversations</h1>
    <ul id="conversations"></ul>
    <p id="no-conversations" class="c-empty">No conversations yet.</p>
  </nav>
  <section class="c-app" aria-labelledby="conversation-title">
    <header class="c-top">
      <h2 id="conversation-title">Choose a conversation</h2>
      <button type="button" id="close-chat" class="c-btn c-btn-quiet" hidden>Close chat</button>
    </header>
    <main class="c-main">
      <ol id="messages" class="c-messages" aria-live="polite" aria-label="Messages"></ol>
    </main>
    <footer class="c-bottom">
      <p id="status" class="c-status" role="status"></p>
      <form id="compose" class="c-compose" hidden>
        <label for="agent">Agent name</label>
        <input id="agent" name="agent" value="Ana" maxlength="40" required>
        <label class="c-visually-hidden" for="text">Reply</label>
        <textarea id="text" name="text" rows="2" maxlength="1000" placeholder="Type the reply…" required></textarea>
        <button type="submit" id="send" class="c-btn">Send reply</button>
      </form>
    </footer>
  </section>
</div>
<script src="${asset('chat-common.js')}" defer></script>
<script src="${asset('qa-chat.js')}" defer></script>
</body>
</html>`;
