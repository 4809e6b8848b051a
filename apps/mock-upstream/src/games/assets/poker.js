/* global window, document */
/* Poker page: the rooms of the game, then a Hold'em table against bots. */
(function () {
  'use strict';
  var L = window.LiveGames;

  L.start(function () {
    var root = document.querySelector('.pk');
    if (!root) return;
    var t = L.texts(root);
    var view = null;
    var raiseInput = document.getElementById('pk-raise-to');

    function show(next) {
      view = next;
      if (window.GameShell.setBalance) window.GameShell.setBalance(view.balanceMinor);
      document.getElementById('pk-lobby').hidden = view.seated;
      document.getElementById('pk-table').hidden = !view.seated;
      if (view.seated) drawTable();
      else drawLobby();
    }

    function run(path, body) {
      return L.call(path, body)
        .then(show)
        .catch(function (error) {
          L.toast(L.errorText(error), 'error');
        });
    }

    function drawLobby() {
      var list = document.getElementById('pk-rooms');
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

    /** My player in the hand: the one on my seat. */
    function mine(players) {
      return (
        players.filter(function (p) {
          return p.seatNo === view.mySeatNo;
        })[0] || { stackMinor: view.stackMinor, hole: [] }
      );
    }

    function drawTable() {
      var hand = view.hand;
      var isLive = hand && hand.street !== 'done';
      document.getElementById('pk-room-name').textContent = view.room.name;
      document.getElementById('pk-blinds').textContent =
        t.blinds + ' ' + L.money(view.room.smallBlindMinor) + '/' + L.money(view.room.bigBlindMinor);
      document.getElementById('pk-stack').textContent = L.money(
        isLive ? mine(hand.players).stackMinor : view.stackMinor,
      );
      document.getElementById('pk-pot').textContent = L.money(hand && isLive ? hand.potMinor : 0);

      var seats = document.getElementById('pk-seats');
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

      var board = document.getElementById('pk-board');
      L.clear(board);
      (hand ? hand.board : []).forEach(function (code) {
        board.appendChild(L.card(code));
      });
      var hole = document.getElementById('pk-hole');
      L.clear(hole);
      var me = mine(players);
      (me ? me.hole : []).forEach(function (code) {
        hole.appendChild(L.card(code));
      });

      var legal = hand && hand.legal;
      document.getElementById('pk-deal').hidden = Boolean(isLive);
      Array.prototype.forEach.call(root.querySelectorAll('[data-act]'), function (button) {
        var act = button.getAttribute('data-act');
        var isAllowed =
          Boolean(legal) &&
          (act === 'fold' ||
            (act === 'check' && legal.canCheck) ||
            (act === 'call' && legal.callAmount > 0) ||
            (act === 'raise' && legal.canRaise));
        button.hidden = !isLive;
        button.disabled = !isAllowed;
      });
      document.querySelector('.pk-raise').hidden = !isLive;
      if (legal) {
        document.getElementById('pk-call').textContent =
          legal.callAmount > 0 ? L.money(legal.callAmount) : '';
        raiseInput.min = String(legal.minRaiseTo);
        raiseInput.max = String(legal.maxRaiseTo);
        raiseInput.step = String(view.room.bigBlindMinor);
        raiseInput.value = String(legal.minRaiseTo);
        updateRaiseLabel();
      }

      var log = document.getElementById('pk-log');
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

    /** A log line with its amounts (minor units) as money, "You wins" as "You win". */
    function logLine(line) {
      return String(line)
        .replace(/\b(\d+)$/, function (amount) {
          return L.money(Number(amount));
        })
        .replace(/^You (post|win|fold|check|call|raise|bet)s\b/, 'You $1');
    }

    function updateRaiseLabel() {
      var value = Number(raiseInput.value);
      document.getElementById('pk-raise-label').textContent =
        Number(raiseInput.max) === value ? t.allIn : L.money(value);
    }

    raiseInput.addEventListener('input', updateRaiseLabel);
    document.getElementById('pk-deal').addEventListener('click', function () {
      run('poker/deal', {});
    });
    document.getElementById('pk-leave').addEventListener('click', function () {
      run('poker/leave', {});
    });
    Array.prototype.forEach.call(root.querySelectorAll('[data-act]'), function (button) {
      button.addEventListener('click', function () {
        var act = button.getAttribute('data-act');
        run('poker/act', act === 'raise' ? { type: 'raise', to: Number(raiseInput.value) } : { type: act });
      });
    });
    run('poker/table');
  });
})();
