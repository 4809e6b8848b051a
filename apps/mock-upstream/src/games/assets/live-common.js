// @ts-check
/* global window, document */
/* Live tables (baccarat, cockfight): shared helpers on top of window.GameShell. No inline code: CSP. */
(function () {
  'use strict';

  /** @typedef {import('./game-page.js').TLiveGames} TLiveGames */
  /** @typedef {import('./game-page.js').TTableStates} TTableStates */
  /** @typedef {import('./game-page.js').TLiveTexts} TLiveTexts */

  /** @type {Record<string, string>} */
  var SUIT_SYMBOLS = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663' };

  /** @type {TLiveGames['el']} */
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  /** A card code such as "AS" or "TH" as a card element; "??" is a face-down card. @type {TLiveGames['card']} */
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

  /** @type {TLiveGames['clear']} */
  function clear(node) {
    while (node && node.firstChild) node.removeChild(node.firstChild);
  }

  /** @type {TLiveGames['texts']} */
  function texts(root) {
    /** @type {import('./game-page.js').TLiveTexts | null} */
    var parsed = JSON.parse(root.getAttribute('data-t') || 'null');
    if (!parsed) throw new Error('the live page has no texts (data-t)');
    return parsed;
  }

  /** The game API answers plain replies; a failure throws in GameShell.api. @type {TLiveGames['call']} */
  function call(path, body) {
    return window.GameShell.api(path, body);
  }

  /** @type {TLiveGames['toast']} */
  function toast(text, kind) {
    if (window.GameShell && window.GameShell.toast) window.GameShell.toast(text, kind);
  }

  /** @param {number} minor */
  function money(minor) {
    if (window.GameShell && window.GameShell.money) return window.GameShell.money(minor);
    return (minor / 100).toFixed(2);
  }

  /** @param {unknown} error */
  function errorText(error) {
    return (error instanceof Error && error.message) || 'Error';
  }

  /**
   * A timed table: polls `<engine>/state`, ticks the countdown locally, keeps
   * the stakes chosen for the round, posts them to `<engine>/bet`.
   * `render(state)` draws the engine's own part of the felt.
   */
  /**
   * @template {keyof TTableStates} E
   * @param {import('./game-page.js').TTimedTableOptions<E>} options
   */
  function timedTable(options) {
    var found = document.querySelector(options.root);
    if (!found) return;
    var root = found;
    var t = texts(root);
    /** @param {string} key A bet's name in the page's language. */
    function named(key) {
      var value = /** @type {Record<string, unknown>} */ (t)[key];
      return typeof value === 'string' ? value : key;
    }
    /** @type {Record<string, number>} */
    var stakes = {};
    /** @type {TTableStates[E] | null} */
    var state = null;
    var offset = 0;
    var busy = false;
    var shell = window.GameShell;
    var roundEl = shell.$('lv-round');
    var phaseEl = shell.$('lv-phase');
    var timerEl = shell.$('lv-timer');
    var fillEl = shell.$as('lv-timerfill', window.HTMLProgressElement);
    /** @type {NodeListOf<HTMLButtonElement>} */
    var spots = root.querySelectorAll('button.lv-spot');

    function now() {
      return Date.now() + offset;
    }

    function drawStakes() {
      var isOpen = state && state.round.phase === 'betting';
      spots.forEach(function (spot) {
        var bet = spot.getAttribute('data-bet') || '';
        var label = root.querySelector('[data-stake-for="' + bet + '"]');
        var stake = stakes[bet];
        if (label) label.textContent = stake ? money(stake) : '';
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

    /** @param {TTableStates[E]} state */
    function drawRoad(state) {
      var road = shell.$('lv-road');
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

    /** @type {Record<string, boolean> | null} */
    var openBets = null;

    /** Bets that were open at the last read and are settled now: their return is told. */
    /** @param {TTableStates[E]} state */
    function announceSettled(state) {
      var wasOpen = openBets;
      var settled = state.myBets.filter(function (bet) {
        return wasOpen && wasOpen[bet.roundId] && bet.status !== 'open';
      });
      /** @type {Record<string, boolean>} */
      var nowOpen = {};
      state.myBets.forEach(function (bet) {
        if (bet.status === 'open') nowOpen[bet.roundId] = true;
      });
      openBets = nowOpen;
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

    /** @param {TTableStates[E]} state */
    function drawBets(state) {
      var list = shell.$('lv-mybets');
      clear(list);
      announceSettled(state);
      state.myBets.forEach(function (bet) {
        var item = el('li', 'lv-mybet lv-mybet-' + bet.status);
        var what = bet.selections
          .map(function (s) {
            return named(s.bet) + ' ' + money(s.stakeMinor);
          })
          .join(' + ');
        item.appendChild(el('span', 'lv-mybet-round', '#' + bet.roundNo));
        item.appendChild(el('span', 'lv-mybet-what', what));
        var result =
          bet.status === 'open'
            ? t.open
            : bet.returnMinor !== null && bet.returnMinor > 0
              ? (bet.returnMinor === bet.stakeMinor ? t.push : t.won) + ' ' + money(bet.returnMinor)
              : t.lost;
        item.appendChild(el('span', 'lv-mybet-result', result));
        list.appendChild(item);
      });
    }

    /** @param {TTableStates[E]} state */
    function draw(state) {
      var round = state.round;
      roundEl.textContent = (options.roundLabel || t.round) + ' #' + round.roundNo;
      phaseEl.textContent = round.phase === 'betting' ? t.betting : options.revealLabel || t.revealing;
      phaseEl.className = 'lv-phase lv-phase-' + round.phase;
      options.render(state, t);
      drawStakes();
      drawRoad(state);
      drawBets(state);
      var fair = shell.$('lv-fair');
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
      var path = /** @type {`${E}/state`} */ (options.engine + '/state');
      call(path)
        .then(function (reply) {
          var next = /** @type {TTableStates[E]} */ (reply);
          offset = next.now - Date.now();
          if (state && next.round.roundNo !== state.round.roundNo) stakes = {};
          state = next;
          draw(next);
        })
        .catch(function (error) {
          toast(errorText(error), 'error');
        })
        .then(function () {
          busy = false;
        });
    }

    spots.forEach(function (spot) {
      spot.addEventListener('click', function () {
        if (!state || state.round.phase !== 'betting') return;
        var bet = spot.getAttribute('data-bet') || '';
        var chip = window.GameShell.bet ? window.GameShell.bet() : state.table.minBetMinor;
        stakes[bet] = Math.min(
          state.table.maxBetMinor,
          (stakes[bet] || 0) + Math.max(chip, state.table.minBetMinor),
        );
        drawStakes();
      });
    });
    shell.$('lv-clear').addEventListener('click', function () {
      stakes = {};
      drawStakes();
    });
    shell.$('lv-confirm').addEventListener('click', function () {
      if (!state) return;
      if (!Object.keys(stakes).length) return;
      var body = { roundNo: state.round.roundNo, stakes: stakes };
      call(/** @type {`${E}/bet`} */ (options.engine + '/bet'), body)
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

  /** @type {TLiveGames['start']} */
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
