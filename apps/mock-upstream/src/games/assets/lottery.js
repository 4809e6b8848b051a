// @ts-check
/* global document, window */
// The lottery lobby: timed draws per game; pick numbers, bet on the next draw; tickets settle after the draw.
(() => {
  'use strict';
  const shell = window.GameShell;
  /** @typedef {import('../page/replies.js').TLotteryStateReply} TLotteryStateReply */
  /** @typedef {import('../page/replies.js').TLotterySessionGame} TLotterySessionGame */
  const { $, $as } = shell;
  /** @type {Set<number>} */
  const picks = new Set();
  /** @type {TLotteryStateReply | null} */
  let state = null;
  /** @type {number | null} */
  let selectedId = null;
  let maxPicks = 5;
  /** @type {TLotterySessionGame['paysTenths']} */
  let paysTenths = {};
  let refreshTimer = 0;
  let isReloadDue = false;

  const selected = () =>
    state ? state.games.find((game) => game.id === selectedId) || state.games[0] || null : null;
  /** @param {number} n */
  const pad = (n) => String(n).padStart(2, '0');
  /** @param {number[]} numbers @param {number[] | null} [hits] */
  const balls = (numbers, hits) =>
    numbers
      .map((n) => `<span class="l-ball${hits && hits.includes(n) ? ' is-hit' : ''}">${n}</span>`)
      .join('');

  const renderPicks = () => {
    /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('.l-num')).forEach((button) => {
      button.setAttribute('aria-pressed', String(picks.has(Number(button.dataset.number))));
    });
    const pays = paysTenths[picks.size] || {};
    $('lottery-pays').textContent = picks.size
      ? Object.entries(pays)
          .map(([hits, tenths]) => `${hits}/${picks.size}: ${shell.money((shell.bet() * tenths) / 10)}`)
          .join(' · ')
      : '';
    betButton.disabled = picks.size === 0;
  };

  const betButton = $as('lottery-bet', window.HTMLButtonElement);

  const render = () => {
    const game = selected();
    if (!state || !game) return;
    selectedId = game.id;
    const tabs = $('lottery-games');
    tabs.replaceChildren(
      ...state.games.map((g) => {
        const tab = document.createElement('button');
        tab.type = 'button';
        tab.className = 'l-tab';
        tab.dataset.game = String(g.id);
        tab.setAttribute('aria-current', String(g.id === game.id));
        tab.textContent = g.name;
        return tab;
      }),
    );
    const current = tabs.querySelector('button[aria-current="true"]');
    if (current instanceof window.HTMLElement && current.dataset.game !== tabs.dataset.shown) {
      tabs.dataset.shown = current.dataset.game;
      tabs.scrollTo({
        left: current.offsetLeft - (tabs.clientWidth - current.offsetWidth) / 2,
        behavior: 'smooth',
      });
    }
    $('lottery-draw-no').textContent = `#${game.nextDraw.drawNo}`;
    $('lottery-hash').textContent = `sha256 ${game.nextDraw.serverSeedHash}`;
    $('lottery-results').innerHTML =
      game.results
        .map(
          (draw) =>
            `<li>#${draw.drawNo} ${balls(draw.numbers)} <a class="g-link" target="_blank" rel="noopener" href="/games/fair/verify?engine=lottery&serverSeed=${draw.serverSeed}&clientSeed=${encodeURIComponent(game.gameCode)}&nonce=${draw.drawNo}" title="${shell.t('verify')}">&#10003;</a></li>`,
        )
        .join('') || '<li>—</li>';
    $('lottery-tickets').innerHTML =
      state.tickets
        .map((ticket) => {
          const status =
            ticket.status === 'open'
              ? shell.t('pending')
              : ticket.winMinor > 0
                ? `<b class="is-won">${shell.t('won')} ${shell.money(ticket.winMinor)}</b>`
                : shell.t('lost');
          return `<li>#${ticket.drawNo} ${balls(ticket.picks, ticket.numbers)} · ${shell.money(ticket.betMinor)} · ${status}</li>`;
        })
        .join('') || '<li>—</li>';
  };

  /** Tickets that were pending and are settled now: the win (or loss) is told. */
  /** @param {TLotteryStateReply | null} previous @param {TLotteryStateReply} next */
  const announceSettled = (previous, next) => {
    if (!previous) return;
    const wasOpen = new Set(
      previous.tickets.filter((ticket) => ticket.status === 'open').map((ticket) => ticket.roundId),
    );
    const settled = next.tickets.filter((ticket) => wasOpen.has(ticket.roundId) && ticket.status !== 'open');
    if (!settled.length) return;
    const won = settled.reduce((sum, ticket) => sum + (ticket.winMinor || 0), 0);
    shell.setLastWin(won);
    shell.toast(won > 0 ? `${shell.t('won')} ${shell.money(won)}` : shell.t('noWin'));
  };

  const load = async () => {
    window.clearTimeout(refreshTimer);
    try {
      const previous = state;
      const next = await shell.api('lottery/state');
      state = next;
      isReloadDue = false;
      announceSettled(previous, next);
      if (selectedId === null) selectedId = next.selectedGameId;
      render();
      const balance = await shell.api('session');
      shell.setBalance(balance.balanceMinor);
    } catch {
      /* the shell shows the error */
    }
  };

  const tick = () => {
    const game = selected();
    if (game) {
      const left = Math.max(0, new Date(game.nextDraw.drawAt).getTime() - Date.now());
      const seconds = Math.ceil(left / 1000);
      $('lottery-countdown').textContent = `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
      // Once per draw: the draw settles on the server's next read, shortly after drawAt.
      if (left <= 0 && !isReloadDue) {
        isReloadDue = true;
        window.clearTimeout(refreshTimer);
        refreshTimer = window.setTimeout(load, 1500);
      }
    }
    window.setTimeout(tick, 250);
  };

  $('lottery-games').addEventListener('click', (event) => {
    const button = event.target instanceof window.Element ? event.target.closest('button[data-game]') : null;
    if (!(button instanceof window.HTMLElement)) return;
    selectedId = Number(button.dataset.game);
    render();
  });
  $('lottery-grid').addEventListener('click', (event) => {
    const button = event.target instanceof window.Element ? event.target.closest('button.l-num') : null;
    if (!(button instanceof window.HTMLElement)) return;
    const number = Number(button.dataset.number);
    if (picks.has(number)) picks.delete(number);
    else if (picks.size < maxPicks) picks.add(number);
    renderPicks();
  });
  $('lottery-clear').addEventListener('click', () => {
    picks.clear();
    renderPicks();
  });
  $('lottery-quick').addEventListener('click', () => {
    picks.clear();
    while (picks.size < 3) picks.add(1 + Math.floor(Math.random() * 20));
    renderPicks();
  });
  betButton.addEventListener('click', async () => {
    const game = selected();
    if (!game || picks.size === 0) return;
    betButton.disabled = true;
    try {
      const ticket = await shell.api('lottery/bet', {
        gameId: game.id,
        betMinor: shell.bet(),
        picks: [...picks],
      });
      shell.setBalance(ticket.balanceMinor);
      shell.toast(`#${ticket.drawNo}: ${ticket.picks.join(', ')}`);
      await load();
    } catch {
      /* the shell shows the error (a refused ticket must not end as an unhandled rejection) */
    } finally {
      renderPicks();
    }
  });
  window.addEventListener('game:bet', renderPicks);

  shell.onReady((reply) => {
    const session = /** @type {import('../page/replies.js').TSessionReply<TLotterySessionGame>} */ (reply);
    maxPicks = session.game.drawn;
    paysTenths = session.game.paysTenths;
    renderPicks();
    load();
    tick();
  });
})();
