// @ts-check
/* global window, document */
/* Cockfight arena page. */
(function () {
  'use strict';
  var L = window.LiveGames;

  L.start(function () {
    var found = document.querySelector('.lv-cockfight');
    if (!found) return;
    var root = found;
    var t = L.texts(root);
    L.timedTable({
      root: '.lv-cockfight',
      engine: 'cockfight',
      roundLabel: t.fight,
      revealLabel: t.fighting,
      bead: function (result) {
        return { kind: result.winner, label: { meron: 'M', wala: 'W', draw: 'D' }[result.winner] };
      },
      render: function (state) {
        var card = state.card;
        window.GameShell.$('cf-meron-name').textContent = card.meron;
        window.GameShell.$('cf-wala-name').textContent = card.wala;
        /** @type {const} */ (['meron', 'wala', 'draw']).forEach(function (bet) {
          var node = root.querySelector('[data-odds-for="' + bet + '"]');
          if (node) node.textContent = (card.odds[bet] / 100).toFixed(2);
        });
        var pit = root.querySelector('.cf-pit');
        if (!pit) return;
        pit.classList.remove('cf-win-meron', 'cf-win-wala', 'cf-win-draw', 'cf-fighting');
        var outcome = window.GameShell.$('lv-outcome');
        var result = state.round.result;
        if (!result) {
          outcome.textContent = t.betting;
          return;
        }
        var fightOver = state.now >= state.round.closesAt + (state.round.endsAt - state.round.closesAt) / 2;
        if (!fightOver) {
          pit.classList.add('cf-fighting');
          outcome.textContent = t.fighting;
          return;
        }
        pit.classList.add('cf-win-' + result.winner);
        outcome.textContent = result.winner === 'draw' ? t.draw : t[result.winner] + ' \u2713';
      },
    });
  });
})();
