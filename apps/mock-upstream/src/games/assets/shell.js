/* global document, window */
// The shared game-page runtime: session, balance, bet bar, fair panel. Engines use window.GameShell.
(() => {
  'use strict';
  const body = document.body;
  const token = body.dataset.launch || '';
  const texts = JSON.parse(body.dataset.texts || '{}');
  const readyCallbacks = [];
  let session = null;
  let betIndex = 0;
  let isBusy = false;

  const $ = (id) => document.getElementById(id);
  const t = (key) => texts[key] || key;

  const money = (minor) => {
    const symbol = session ? session.currencySymbol : '';
    const value = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(minor / 100);
    return `${symbol}${value}`;
  };

  let toastTimer = 0;
  const toast = (text, kind) => {
    const element = $('toast');
    element.textContent = text;
    element.classList.toggle('is-error', kind === 'error');
    element.hidden = false;
    window.clearTimeout(toastTimer);
    toastTimer = window.setTimeout(() => (element.hidden = true), 2600);
  };

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
      const code = json.errorCode || 'unknown_error';
      if (code === 'insufficient_balance') toast(t('insufficient'), 'error');
      else if (code === 'login.not.session') toast(t('sessionEnded'), 'error');
      else toast(t('error'), 'error');
      const error = new Error(json.message || code);
      error.code = code;
      throw error;
    }
    return json;
  };

  let balanceShown = null;
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
  const bet = () => levels()[betIndex] || levels()[0];
  const renderBet = () => {
    $('bet-value').textContent = money(bet());
    $('bet-down').disabled = isBusy || betIndex === 0;
    $('bet-up').disabled = isBusy || betIndex >= levels().length - 1;
    window.dispatchEvent(new CustomEvent('game:bet', { detail: bet() }));
  };
  const setBusy = (busy) => {
    isBusy = busy;
    renderBet();
  };

  const renderFair = (fair) => {
    $('fair-hash').textContent = fair.serverSeedHash;
    $('fair-client-seed').value = fair.clientSeed;
    $('fair-nonce').textContent = String(fair.nonce);
  };
  const refreshFair = async () => {
    const fresh = await api('session');
    session.fair = fresh.fair;
    renderFair(fresh.fair);
  };

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
    const clientSeed = $('fair-client-seed').value.trim();
    if (!clientSeed) return;
    renderFair(await api('fair/client-seed', { clientSeed }));
  });
  $('fair-rotate').addEventListener('click', async () => {
    const rotation = await api('fair/rotate', {});
    const revealed = $('fair-revealed');
    revealed.hidden = false;
    revealed.textContent = `${t('revealed')}: ${rotation.revealedServerSeed} (sha256 ${rotation.previousHash})`;
    const link = $('fair-verify');
    const url = new URL(link.href, window.location.href);
    url.searchParams.set('serverSeed', rotation.revealedServerSeed);
    url.searchParams.set('clientSeed', $('fair-client-seed').value);
    link.href = url.pathname + url.search;
    await refreshFair();
  });

  window.GameShell = {
    api,
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
