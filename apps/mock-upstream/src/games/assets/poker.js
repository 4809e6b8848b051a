// @ts-check
/* global window, document */
/* Poker page: the rooms of the game, then a Hold'em table against bots. */
(function () {
  'use strict';
  /** @typedef {import('../../core/play/page/replies.js').TPokerViewReply} TPokerViewReply */
  /** @typedef {import('../../core/play/page/replies.js').TPokerLobbyReply} TPokerLobbyReply */
  /** @typedef {import('../../core/play/page/replies.js').TPokerTableReply} TPokerTableReply */
  /** @typedef {import('../../core/play/page/replies.js').TPokerPlayerReply} TPokerPlayerReply */
  /** @typedef {'poker/table' | 'poker/sit' | 'poker/deal' | 'poker/act' | 'poker/leave'} TPokerPath */
  var L = window.LiveGames;
  var $ = window.GameShell.$;

  L.start(function () {
    var found = document.querySelector('.pk');
    if (!found) return;
    var root = found;
    var t = L.texts(root);
    var raiseInput = window.GameShell.$as('pk-raise-to', window.HTMLInputElement);
    /** @type {NodeListOf<HTMLButtonElement>} */
    var actButtons = root.querySelectorAll('button[data-act]');

    /** @param {TPokerViewReply} view */
    function show(view) {
      window.GameShell.setBalance(view.balanceMinor);
      $('pk-lobby').hidden = view.seated;
      $('pk-table').hidden = !view.seated;
      if (view.seated) drawTable(view);
      else drawLobby(view);
    }

    /** @param {TPokerPath} path @param {object} [body] */
    function run(path, body) {
      return L.call(path, body)
        .then(show)
        .catch(function (error) {
          L.toast(L.errorText(error), 'error');
        });
    }

    /** @param {TPokerLobbyReply} view */
    function drawLobby(view) {
      var list = $('pk-rooms');
      L.clear(list);
      view.rooms.forEach(function (room) {
        var item = L.el('li', 'pk-room');
        var info = L.el('div', 'pk-room-info');
        info.appendChild(L.el('strong', 'pk-room-name', room.name));
        info.appendChild(
          L.el(
            'span',
            'pk-room-meta',
            t.blinds +
              ' ' +
              L.money(room.smallBlindMinor) +
              '/' +
              L.money(room.bigBlindMinor) +
              ' \u00b7 ' +
              t.buyIn +
              ' ' +
              L.money(room.minBuyInMinor) +
              '\u2013' +
              L.money(room.maxBuyInMinor),
          ),
        );
        var seats = L.el('div', 'pk-room-seats');
        for (var no = 1; no <= room.seatCount; no++) {
          var taken = room.seats.some(function (s) {
            return s.seatNo === no;
          });
          seats.appendChild(L.el('span', 'pk-dot' + (taken ? ' pk-dot-taken' : ''), ''));
        }
        info.appendChild(seats);
        item.appendChild(info);
        var form = L.el('form', 'pk-sit');
        var input = L.el('input', 'pk-buyin');
        input.type = 'number';
        input.min = String(room.minBuyInMinor / 100);
        input.max = String(room.maxBuyInMinor / 100);
        input.step = '0.01';
        input.value = String(
          Math.min(room.maxBuyInMinor, Math.max(room.minBuyInMinor, room.bigBlindMinor * 50)) / 100,
        );
        input.setAttribute('aria-label', t.buyIn);
        var button = L.el('button', 'g-btn g-primary', t.sit);
        button.type = 'submit';
        button.disabled = room.seats.length >= room.seatCount;
        form.appendChild(input);
        form.appendChild(button);
        form.addEventListener('submit', function (event) {
          event.preventDefault();
          run('poker/sit', { roomId: room.roomId, buyInMinor: Math.round(Number(input.value) * 100) });
        });
        item.appendChild(form);
        list.appendChild(item);
      });
    }

    /**
     * My player in the hand: the one on my seat.
     * @param {TPokerTableReply} view @param {TPokerPlayerReply[]} players
     */
    function mine(view, players) {
      return (
        players.filter(function (p) {
          return p.seatNo === view.mySeatNo;
        })[0] || { stackMinor: view.stackMinor, hole: [] }
      );
    }

    /** @param {TPokerTableReply} view */
    function drawTable(view) {
      var hand = view.hand;
      /** The hand while it is being played (null once it is done). */
      var live = hand && hand.street !== 'done' ? hand : null;
      var isLive = Boolean(live);
      $('pk-room-name').textContent = view.room.name;
      $('pk-blinds').textContent =
        t.blinds + ' ' + L.money(view.room.smallBlindMinor) + '/' + L.money(view.room.bigBlindMinor);
      $('pk-stack').textContent = L.money(live ? mine(view, live.players).stackMinor : view.stackMinor);
      $('pk-pot').textContent = L.money(live ? live.potMinor : 0);

      var seats = $('pk-seats');
      L.clear(seats);
      var players = hand ? hand.players : [];
      view.seats.forEach(function (seat) {
        var player = players.filter(function (p) {
          return p.seatNo === seat.seatNo;
        })[0];
        var node = L.el('div', 'pk-seat pk-seat-' + seat.seatNo + (seat.isMe ? ' pk-seat-me' : ''));
        if (hand && hand.toActSeatNo === seat.seatNo && isLive) node.classList.add('pk-seat-acting');
        if (player && player.hasFolded) node.classList.add('pk-seat-folded');
        if (hand && hand.dealerSeatNo === seat.seatNo) node.appendChild(L.el('span', 'pk-button', 'D'));
        node.appendChild(L.el('strong', 'pk-seat-name', seat.isMe ? '\u2605 ' + seat.name : seat.name));
        node.appendChild(
          L.el('span', 'pk-seat-stack', L.money(player && isLive ? player.stackMinor : seat.stackMinor)),
        );
        if (player && !seat.isMe) {
          var cards = L.el('div', 'lv-cards lv-cards-small');
          player.hole.forEach(function (code) {
            cards.appendChild(L.card(code));
          });
          node.appendChild(cards);
        }
        if (player && player.betMinor > 0 && isLive)
          node.appendChild(L.el('span', 'pk-seat-bet', L.money(player.betMinor)));
        seats.appendChild(node);
      });

      var board = $('pk-board');
      L.clear(board);
      (hand ? hand.board : []).forEach(function (code) {
        board.appendChild(L.card(code));
      });
      var hole = $('pk-hole');
      L.clear(hole);
      mine(view, players).hole.forEach(function (code) {
        hole.appendChild(L.card(code));
      });

      var legal = hand && hand.legal;
      $('pk-deal').hidden = isLive;
      actButtons.forEach(function (button) {
        var act = button.getAttribute('data-act');
        var isAllowed =
          legal !== null &&
          (act === 'fold' ||
            (act === 'check' && legal.canCheck) ||
            (act === 'call' && legal.callAmount > 0) ||
            (act === 'raise' && legal.canRaise));
        button.hidden = !isLive;
        button.disabled = !isAllowed;
      });
      /** @type {HTMLElement | null} */
      var raiseBox = root.querySelector('.pk-raise');
      if (raiseBox) raiseBox.hidden = !isLive;
      if (legal) {
        $('pk-call').textContent = legal.callAmount > 0 ? L.money(legal.callAmount) : '';
        raiseInput.min = String(legal.minRaiseTo);
        raiseInput.max = String(legal.maxRaiseTo);
        raiseInput.step = String(view.room.bigBlindMinor);
        raiseInput.value = String(legal.minRaiseTo);
        updateRaiseLabel();
      }

      var log = $('pk-log');
      L.clear(log);
      (hand ? hand.log : [])
        .slice()
        .reverse()
        .forEach(function (line) {
          log.appendChild(L.el('li', '', logLine(line)));
        });
      if (hand && hand.street === 'done') {
        hand.shown.forEach(function (s) {
          log.insertBefore(
            L.el(
              'li',
              'pk-log-shown',
              '#' + s.seatNo + ' ' + s.category.replace(/-/g, ' ') + ': ' + s.cards.join(' '),
            ),
            log.firstChild,
          );
        });
      }
    }

    /** A log line with its amounts (minor units) as money, "You wins" as "You win". @param {string} line */
    function logLine(line) {
      return String(line)
        .replace(/\b(\d+)$/, function (amount) {
          return L.money(Number(amount));
        })
        .replace(/^You (post|win|fold|check|call|raise|bet)s\b/, 'You $1');
    }

    function updateRaiseLabel() {
      var value = Number(raiseInput.value);
      $('pk-raise-label').textContent = Number(raiseInput.max) === value ? t.allIn : L.money(value);
    }

    raiseInput.addEventListener('input', updateRaiseLabel);
    $('pk-deal').addEventListener('click', function () {
      run('poker/deal', {});
    });
    $('pk-leave').addEventListener('click', function () {
      run('poker/leave', {});
    });
    actButtons.forEach(function (button) {
      button.addEventListener('click', function () {
        var act = button.getAttribute('data-act');
        run('poker/act', act === 'raise' ? { type: 'raise', to: Number(raiseInput.value) } : { type: act });
      });
    });
    run('poker/table');
  });
})();
