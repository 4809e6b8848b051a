// @ts-check
/* global window, document */
/* Live baccarat table page. */
(function () {
  'use strict';
  var L = window.LiveGames;

  /**
   * @param {string} id @param {string} totalId @param {string[]} cards
   * @param {number} total @param {boolean} isShown
   */
  function drawHand(id, totalId, cards, total, isShown) {
    var box = window.GameShell.$(id);
    L.clear(box);
    (cards || []).forEach(function (code, index) {
      var node = L.card(code);
      node.classList.add('lv-deal-' + index);
      box.appendChild(node);
    });
    window.GameShell.$(totalId).textContent = isShown ? String(total) : '';
  }

  L.start(function () {
    L.timedTable({
      root: '.lv-baccarat',
      engine: 'baccarat',
      bead: function (result) {
        var letter = { player: 'P', banker: 'B', tie: 'T' }[result.winner];
        return { kind: result.winner, label: letter };
      },
      render: function (state, t) {
        var result = state.round.result;
        var outcome = window.GameShell.$('lv-outcome');
        var felt = document.querySelector('.lv-baccarat .lv-felt');
        if (!felt) return;
        felt.classList.remove('bc-win-player', 'bc-win-banker', 'bc-win-tie');
        if (!result) {
          drawHand('bc-player-cards', 'bc-player-total', ['??', '??'], 0, false);
          drawHand('bc-banker-cards', 'bc-banker-total', ['??', '??'], 0, false);
          outcome.textContent = t.betting;
          return;
        }
        drawHand('bc-player-cards', 'bc-player-total', result.player, result.playerTotal, true);
        drawHand('bc-banker-cards', 'bc-banker-total', result.banker, result.bankerTotal, true);
        felt.classList.add('bc-win-' + result.winner);
        outcome.textContent =
          (result.winner === 'tie' ? t.tie : t[result.winner] + ' \u2713') +
          (result.isNatural ? ' \u00b7 natural' : '');
      },
    });
  });
})();
