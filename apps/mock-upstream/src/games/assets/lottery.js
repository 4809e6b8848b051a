/* global document, window */
// The lottery lobby: timed draws per game; pick numbers, bet on the next draw; tickets settle after the draw.
(() => {
  'use strict';
  const shell = window.GameShell;
  const $ = (id) => document.getElementById(id);
  const picks = new Set();
  let state = null;
  let selectedId = null;
  let maxPicks = 5;
  let paysTenths = {};
  let refreshTimer = 0;

  const selected = () =>
    state ? state.games.find((game) => game.id === selectedId) || state.games[0] : null;
  const pad = (n) => String(n).padStart(2, '0');
  const balls = (numbers, hits) =>
    numbers
      .map((n) => `<span class="l-ball${hits && hits.includes(n) ? ' is-hit' : ''}">${n}</span>`)
      .join('');

  const renderPicks = () => {
    document.querySelectorAll('.l-num').forEach((button) => {
      button.setAttribute('aria-pressed', String(picks.has(Number(button.dataset.number))));
    });
    const pays = paysTenths[picks.size] || {};
    $('lottery-pays').textContent = picks.size
      ? Object.entries(pays)
          .map(([hits, tenths]) => `${hits}/${picks.size}: ${shell.money((shell.bet() * tenths) / 10)}`)
          .join(' · ')
      : '';
    $('lottery-bet').disabled = picks.size === 0;
  };

  const render = () => {
    const game = selected();
    if (!game) return;
    selectedId = game.id;
    $('lottery-games').innerHTML = state.games
      .map(
        (g) =>
          `<button type="button" class="g-btn" data-game="${g.id}" aria-current="${g.id === game.id}">${g.name}</button>`,
      )
      .join('');
    $('lottery-draw-no').textContent = `#${game.nextDraw.drawNo}`;
    $('lottery-hash').textContent = `sha256 ${game.nextDraw.serverSeedHash}`;
    $('lottery-results').innerHTML =
      game.results
        .map(
          (draw) =>
            `<li>#${draw.drawNo} ${balls(draw.numbers)} <a class="g-link" target="_blank" rel="noopener" href="/games/fair/verify?engine=lottery&serverSeed=${draw.serverSeed}&clientSeed=${encodeURIComponent(game.gameCode)}&nonce=${draw.drawNo}">✓</a></li>`,
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

  const load = async () => {
    window.clearTimeout(refreshTimer);
    try {
      state = await shell.api('lottery/state');
      if (selectedId === null) selectedId = state.selectedGameId;
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
      if (left <= 0) {
        window.clearTimeout(refreshTimer);
        refreshTimer = window.setTimeout(load, 1500);
      }
    }
    window.setTimeout(tick, 250);
  };

  $('lottery-games').addEventListener('click', (event) => {
    const button = event.target.closest('[data-game]');
    if (!button) return;
    selectedId = Number(button.dataset.game);
    render();
  });
  $('lottery-grid').addEventListener('click', (event) => {
    const button = event.target.closest('.l-num');
    if (!button) return;
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
  $('lottery-bet').addEventListener('click', async () => {
    const game = selected();
    if (!game || picks.size === 0) return;
    $('lottery-bet').disabled = true;
    try {
      const ticket = await shell.api('lottery/bet', {
        gameId: game.id,
        betMinor: shell.bet(),
        picks: [...picks],
      });
      shell.setBalance(ticket.balanceMinor);
      shell.toast(`#${ticket.drawNo}: ${ticket.picks.join(', ')}`);
      await load();
    } finally {
      renderPicks();
    }
  });
  window.addEventListener('game:bet', renderPicks);

  shell.onReady((session) => {
    maxPicks = session.game.drawn;
    paysTenths = session.game.paysTenths;
    renderPicks();
    load();
    tick();
  });
})();
