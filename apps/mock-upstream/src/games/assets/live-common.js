/* global window, document */
/* Live tables (baccarat, cockfight): shared helpers on top of window.GameShell. No inline code: CSP. */
(function () {
  'use strict';

  var SUIT_SYMBOLS = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663' };

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  /** A card code such as "AS" or "TH" as a card element; "??" is a face-down card. */
  function card(code) {
    if (!code || code === '??') return el('span', 'lv-card lv-card-back', '');
    var rank = code.slice(0, -1) === 'T' ? '10' : code.slice(0, -1);
    var suit = code.slice(-1);
    var node = el('span', 'lv-card lv-suit-' + suit);
    node.appendChild(el('span', 'lv-card-rank', rank));
    node.appendChild(el('span', 'lv-card-suit', SUIT_SYMBOLS[suit] || suit));
    node.setAttribute('aria-label', rank + ' ' + suit);
    return node;
  }

  function clear(node) {
    while (node && node.firstChild) node.removeChild(node.firstChild);
  }

  function texts(root) {
    try {
      return JSON.parse(root.getAttribute('data-t') || '{}');
    } catch {
      return {};
    }
  }

  /** The answer's value (the envelope's or the plain reply). */
  function unwrap(reply) {
    if (reply && typeof reply === 'object' && 'success' in reply && 'value' in reply) {
      if (reply.success === false) throw new Error(reply.message || 'error');
      return reply.value;
    }
    return reply;
  }

  function call(path, body) {
    return Promise.resolve(window.GameShell.api(path, body)).then(unwrap);
  }

  function toast(text, kind) {
    if (window.GameShell && window.GameShell.toast) window.GameShell.toast(text, kind);
  }

  function money(minor) {
    if (window.GameShell && window.GameShell.money) return window.GameShell.money(minor);
    return (minor / 100).toFixed(2);
  }

  function errorText(error) {
    return (error && (error.message || error.errorCode)) || 'Error';
  }

  /**
   * A timed table: polls `<engine>/state`, ticks the countdown locally, keeps
   * the stakes chosen for the round, posts them to `<engine>/bet`.
   * `render(state)` draws the engine's own part of the felt.
   */
  function timedTable(options) {
    var root = document.querySelector(options.root);
    if (!root) return;
    var t = texts(root);
    var stakes = {};
    var state = null;
    var offset = 0;
    var busy = false;
    var roundEl = document.getElementById('lv-round');
    var phaseEl = document.getElementById('lv-phase');
    var timerEl = document.getElementById('lv-timer');
    var fillEl = document.getElementById('lv-timerfill');
    var spots = root.querySelectorAll('.lv-spot');

    function now() {
      return Date.now() + offset;
    }

    function drawStakes() {
      var isOpen = state && state.round.phase === 'betting';
      Array.prototype.forEach.call(spots, function (spot) {
        var bet = spot.getAttribute('data-bet');
        var label = root.querySelector('[data-stake-for="' + bet + '"]');
        if (label) label.textContent = stakes[bet] ? money(stakes[bet]) : '';
        spot.classList.toggle('lv-spot-has', Boolean(stakes[bet]));
        spot.disabled = !isOpen;
      });
    }

    function tick() {
      if (!state) return;
      var round = state.round;
      var at = now();
      var isBetting = at < round.closesAt;
      var left = Math.max(0, (isBetting ? round.closesAt : round.endsAt) - at);
      var span = isBetting ? round.closesAt - round.opensAt : round.endsAt - round.closesAt;
      timerEl.textContent = Math.ceil(left / 1000) + 's';
      fillEl.value = Math.round((left / span) * 1000);
      root.classList.toggle('lv-is-betting', isBetting);
      if (at >= round.endsAt || isBetting !== (round.phase === 'betting')) refresh();
    }

    function drawRoad() {
      var road = document.getElementById('lv-road');
      clear(road);
      state.history
        .slice()
        .reverse()
        .forEach(function (item) {
          var bead = options.bead(item.result);
          var node = el('span', 'lv-bead lv-bead-' + bead.kind, bead.label);
          node.title = '#' + item.roundNo;
          road.appendChild(node);
        });
    }

    var openBets = null;

    /** Bets that were open at the last read and are settled now: their return is told. */
    function announceSettled() {
      var settled = state.myBets.filter(function (bet) {
        return openBets && openBets[bet.roundId] && bet.status !== 'open';
      });
      openBets = {};
      state.myBets.forEach(function (bet) {
        if (bet.status === 'open') openBets[bet.roundId] = true;
      });
      if (!settled.length) return;
      var back = settled.reduce(function (sum, bet) {
        return sum + (bet.returnMinor || 0);
      }, 0);
      var stake = settled.reduce(function (sum, bet) {
        return sum + bet.stakeMinor;
      }, 0);
      if (window.GameShell.setLastWin) window.GameShell.setLastWin(back);
      toast(back > 0 ? (back === stake ? t.push : t.won) + ' ' + money(back) : t.lost, back > 0 ? 'ok' : '');
    }

    function drawBets() {
      var list = document.getElementById('lv-mybets');
      clear(list);
      announceSettled();
      state.myBets.forEach(function (bet) {
        var item = el('li', 'lv-mybet lv-mybet-' + bet.status);
        var what = bet.selections
          .map(function (s) {
            return (t[s.bet] || s.bet) + ' ' + money(s.stakeMinor);
          })
          .join(' + ');
        item.appendChild(el('span', 'lv-mybet-round', '#' + bet.roundNo));
        item.appendChild(el('span', 'lv-mybet-what', what));
        var result =
          bet.status === 'open'
            ? t.open
            : bet.returnMinor > 0
              ? (bet.returnMinor === bet.stakeMinor ? t.push : t.won) + ' ' + money(bet.returnMinor)
              : t.lost;
        item.appendChild(el('span', 'lv-mybet-result', result));
        list.appendChild(item);
      });
    }

    function draw() {
      var round = state.round;
      roundEl.textContent = (options.roundLabel || t.round) + ' #' + round.roundNo;
      phaseEl.textContent = round.phase === 'betting' ? t.betting : options.revealLabel || t.revealing;
      phaseEl.className = 'lv-phase lv-phase-' + round.phase;
      options.render(state, t);
      drawStakes();
      drawRoad();
      drawBets();
      var fair = document.getElementById('lv-fair');
      var text = (t.seedHash || 'Seed hash') + ': ' + round.serverSeedHash.slice(0, 16) + '\u2026';
      if (state.previous)
        text +=
          ' \u00b7 ' +
          (t.seed || 'Previous seed') +
          ' #' +
          state.previous.nonce +
          ': ' +
          state.previous.serverSeed.slice(0, 16) +
          '\u2026';
      fair.textContent = text;
      if (state.previous) {
        var link = el('a', 'g-link', ' \u2197');
        link.href =
          '/games/fair/verify?engine=' +
          options.engine +
          '&serverSeed=' +
          encodeURIComponent(state.previous.serverSeed) +
          '&clientSeed=' +
          encodeURIComponent(state.previous.clientSeed) +
          '&nonce=' +
          state.previous.nonce;
        link.target = '_blank';
        link.rel = 'noopener';
        fair.appendChild(link);
      }
      if (window.GameShell.setBalance) window.GameShell.setBalance(state.balanceMinor);
    }

    function refresh() {
      if (busy) return;
      busy = true;
      call(options.engine + '/state')
        .then(function (next) {
          offset = next.now - Date.now();
          if (state && next.round.roundNo !== state.round.roundNo) stakes = {};
          state = next;
          draw();
        })
        .catch(function (error) {
          toast(errorText(error), 'error');
        })
        .then(function () {
          busy = false;
        });
    }

    Array.prototype.forEach.call(spots, function (spot) {
      spot.addEventListener('click', function () {
        if (!state || state.round.phase !== 'betting') return;
        var bet = spot.getAttribute('data-bet');
        var chip = window.GameShell.bet ? window.GameShell.bet() : state.table.minBetMinor;
        stakes[bet] = Math.min(
          state.table.maxBetMinor,
          (stakes[bet] || 0) + Math.max(chip, state.table.minBetMinor),
        );
        drawStakes();
      });
    });
    document.getElementById('lv-clear').addEventListener('click', function () {
      stakes = {};
      drawStakes();
    });
    document.getElementById('lv-confirm').addEventListener('click', function () {
      if (!state) return;
      if (!Object.keys(stakes).length) return;
      var body = { roundNo: state.round.roundNo, stakes: stakes };
      call(options.engine + '/bet', body)
        .then(function (placed) {
          stakes = {};
          toast(t.placed, 'ok');
          if (window.GameShell.setBalance) window.GameShell.setBalance(placed.balanceMinor);
          refresh();
        })
        .catch(function (error) {
          toast(errorText(error), 'error');
        });
    });

    refresh();
    window.setInterval(tick, 250);
    window.setInterval(refresh, 3000);
  }

  function start(fn) {
    if (window.GameShell && window.GameShell.onReady) window.GameShell.onReady(fn);
    else document.addEventListener('DOMContentLoaded', fn);
  }

  window.LiveGames = {
    el: el,
    card: card,
    clear: clear,
    texts: texts,
    call: call,
    toast: toast,
    money: money,
    errorText: errorText,
    timedTable: timedTable,
    start: start,
  };
})();
