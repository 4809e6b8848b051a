// @ts-check
/* global document, window */
// The shared game-page runtime: session, balance, bet bar, fair panel. Engines use window.GameShell.
(() => {
  'use strict';
  /** @typedef {import('../../core/play/page/replies.js').TSessionReply} TSessionReply */
  /** @typedef {import('../../core/play/page/replies.js').TFairPublicReply} TFairPublicReply */
  /** @typedef {import('../../core/play/page/replies.js').TErrorReply} TErrorReply */
  /** @typedef {import('./game-page.js').TGameShell} TGameShell */
  /** @typedef {import('./game-page.js').TGameApiError} TGameApiError */

  const body = document.body;
  const token = body.dataset.launch || '';
  /** @type {Record<string, string>} */
  const texts = JSON.parse(body.dataset.texts || '{}');
  /** @type {((session: TSessionReply) => void)[]} */
  const readyCallbacks = [];
  /** @type {TSessionReply | null} */
  let session = null;
  let betIndex = 0;
  let isBusy = false;

  /** @type {TGameShell['$']} */
  const $ = (id) => {
    const node = document.getElementById(id);
    if (!node) throw new Error(`#${id} is missing`);
    return node;
  };
  /** @type {TGameShell['$as']} */
  const $as = (id, type) => {
    const node = $(id);
    if (!(node instanceof type)) throw new Error(`#${id} is not a ${type.name}`);
    return node;
  };
  /** @param {string} key */
  const t = (key) => texts[key] || key;

  /** @param {number} minor */
  const money = (minor) => {
    const symbol = session ? session.currencySymbol : '';
    const value = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(minor / 100);
    return `${symbol}${value}`;
  };

  let toastTimer = 0;
  /** @type {TGameShell['toast']} */
  const toast = (text, kind) => {
    const element = $('toast');
    element.textContent = text;
    element.classList.toggle('is-error', kind === 'error');
    element.hidden = false;
    window.clearTimeout(toastTimer);
    toastTimer = window.setTimeout(() => (element.hidden = true), 2600);
  };

  /** @type {TGameShell['api']} */
  const api = async (path, payload) => {
    const response = await fetch(`/games/api/${path}`, {
      method: payload === undefined ? 'GET' : 'POST',
      headers: {
        'x-launch-token': token,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok) {
      /** @type {TErrorReply} */
      const failure = json;
      const code = failure.errorCode || 'unknown_error';
      if (code === 'insufficient_balance') toast(t('insufficient'), 'error');
      else if (code === 'login.not.session') toast(t('sessionEnded'), 'error');
      else if (code.endsWith('_limit_reached')) toast(t('limitReached'), 'error');
      else if (code === 'account_restricted') toast(t('restricted'), 'error');
      else toast(t('error'), 'error');
      /** @type {TGameApiError} */
      const error = Object.assign(new Error(failure.message || code), { code });
      throw error;
    }
    return json;
  };

  /** @type {number | null} */
  let balanceShown = null;
  /** @param {number} minor */
  const setBalance = (minor) => {
    if (session) session.balanceMinor = minor;
    const element = $('balance');
    element.textContent = money(minor);
    // A short flash when the balance changes: green up, red down.
    if (balanceShown !== null && minor !== balanceShown) {
      element.classList.remove('is-up', 'is-down');
      void element.offsetWidth;
      element.classList.add(minor > balanceShown ? 'is-up' : 'is-down');
    }
    balanceShown = minor;
  };

  const levels = () => (session && session.game.betLevelsMinor) || [100];
  /** The chosen level; the first (or 1.00) when the session offers none. */
  const bet = () => levels()[betIndex] ?? levels()[0] ?? 100;
  const renderBet = () => {
    $('bet-value').textContent = money(bet());
    $as('bet-down', window.HTMLButtonElement).disabled = isBusy || betIndex === 0;
    $as('bet-up', window.HTMLButtonElement).disabled = isBusy || betIndex >= levels().length - 1;
    window.dispatchEvent(new CustomEvent('game:bet', { detail: bet() }));
  };
  /** @param {boolean} busy */
  const setBusy = (busy) => {
    isBusy = busy;
    renderBet();
  };

  /** @param {TFairPublicReply} fair */
  const renderFair = (fair) => {
    $('fair-hash').textContent = fair.serverSeedHash;
    $as('fair-client-seed', window.HTMLInputElement).value = fair.clientSeed;
    $('fair-nonce').textContent = String(fair.nonce);
  };
  const refreshFair = async () => {
    const fresh = await api('session');
    if (session) session.fair = fresh.fair;
    renderFair(fresh.fair);
  };

  /** @param {number} minor */
  const setLastWin = (minor) => {
    $('last-win').textContent = money(minor);
  };

  $('bet-down').addEventListener('click', () => {
    betIndex = Math.max(0, betIndex - 1);
    renderBet();
  });
  $('bet-up').addEventListener('click', () => {
    betIndex = Math.min(levels().length - 1, betIndex + 1);
    renderBet();
  });
  $('fair-seed-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const clientSeed = $as('fair-client-seed', window.HTMLInputElement).value.trim();
    if (!clientSeed) return;
    renderFair(await api('fair/client-seed', { clientSeed }));
  });
  $('fair-rotate').addEventListener('click', async () => {
    const rotation = await api('fair/rotate', {});
    const revealed = $('fair-revealed');
    revealed.hidden = false;
    revealed.textContent = `${t('revealed')}: ${rotation.revealedServerSeed} (sha256 ${rotation.previousHash})`;
    const link = $as('fair-verify', window.HTMLAnchorElement);
    const url = new URL(link.href, window.location.href);
    url.searchParams.set('serverSeed', rotation.revealedServerSeed);
    url.searchParams.set('clientSeed', $as('fair-client-seed', window.HTMLInputElement).value);
    link.href = url.pathname + url.search;
    await refreshFair();
  });

  window.GameShell = {
    api,
    $,
    $as,
    t,
    money,
    toast,
    bet,
    setBusy,
    setBalance,
    setLastWin,
    refreshFair,
    get session() {
      return session;
    },
    onReady(callback) {
      if (session) callback(session);
      else readyCallbacks.push(callback);
    },
  };

  api('session')
    .then((reply) => {
      session = reply;
      setBalance(reply.balanceMinor);
      renderFair(reply.fair);
      renderBet();
      readyCallbacks.splice(0).forEach((callback) => callback(reply));
    })
    .catch(() => undefined);
})();
