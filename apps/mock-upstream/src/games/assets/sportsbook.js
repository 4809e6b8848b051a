// @ts-check
/* global window, document */
/* Sportsbook page: fixtures by sport, a one-selection bet slip, my bets. */
(function () {
  'use strict';
  /** @typedef {import('../../core/play/page/replies.js').TSportsbookReply} TSportsbookReply */
  /** @typedef {import('../../core/play/page/replies.js').TFixtureReply} TFixtureReply */
  /** @typedef {import('../../core/play/page/replies.js').TSportSelection} TSportSelection */
  /** @typedef {{ fixtureId: string, selection: TSportSelection, odds: number, label: string }} TPick */
  var L = window.LiveGames;
  var $ = window.GameShell.$;

  L.start(function () {
    var root = document.querySelector('.sb');
    if (!root) return;
    var t = L.texts(root);
    /** @type {TSportsbookReply | null} */
    var data = null;
    var sport = 'all';
    /** @type {TPick | null} */
    var pick = null;
    var slip = $('sb-slip');
    var stakeInput = window.GameShell.$as('sb-stake', window.HTMLInputElement);

    /** @param {number} ms */
    function time(ms) {
      var d = new Date(ms);
      return (
        ('0' + d.getDate()).slice(-2) +
        '/' +
        ('0' + (d.getMonth() + 1)).slice(-2) +
        ' ' +
        ('0' + d.getHours()).slice(-2) +
        ':' +
        ('0' + d.getMinutes()).slice(-2)
      );
    }

    /** @param {TFixtureReply} fixture @param {TSportSelection} selection */
    function selectionName(fixture, selection) {
      return selection === 'home' ? fixture.home : selection === 'away' ? fixture.away : t.draw;
    }

    /** @param {TSportsbookReply} data */
    function drawTabs(data) {
      var tabs = $('sb-tabs');
      L.clear(tabs);
      /** @type {[string, string][]} */
      var sports = [['all', t.all]];
      data.fixtures.forEach(function (f) {
        if (
          !sports.some(function (s) {
            return s[0] === f.sport;
          })
        )
          sports.push([f.sport, f.sportLabel]);
      });
      sports.forEach(function (entry) {
        var button = L.el('button', 'sb-tab' + (entry[0] === sport ? ' sb-tab-on' : ''), entry[1]);
        button.type = 'button';
        button.addEventListener('click', function () {
          sport = entry[0];
          draw(data);
        });
        tabs.appendChild(button);
      });
    }

    /** @param {TSportsbookReply} data */
    function drawFixtures(data) {
      var list = $('sb-list');
      L.clear(list);
      /** @type {Record<TFixtureReply['status'], number>} */
      var order = { live: 0, upcoming: 1, finished: 2 };
      data.fixtures
        .filter(function (f) {
          return sport === 'all' || f.sport === sport;
        })
        .sort(function (a, b) {
          // Open markets first (live, then upcoming by kick-off); results last, newest first.
          return (
            order[a.status] - order[b.status] ||
            (a.status === 'finished' ? b.kickoffAt - a.kickoffAt : a.kickoffAt - b.kickoffAt)
          );
        })
        .forEach(function (f) {
          var row = L.el('article', 'sb-fixture sb-' + f.status);
          var head = L.el('header', 'sb-fixture-head');
          head.appendChild(L.el('span', 'sb-league', f.sportLabel + ' \u00b7 ' + f.league));
          head.appendChild(
            L.el(
              'span',
              'sb-status sb-status-' + f.status,
              f.status === 'upcoming' ? time(f.kickoffAt) : t[f.status],
            ),
          );
          row.appendChild(head);
          var teams = L.el('div', 'sb-teams');
          teams.appendChild(L.el('span', 'sb-team', f.home));
          teams.appendChild(
            L.el('span', 'sb-score', f.result ? f.result.homeScore + ' : ' + f.result.awayScore : 'v'),
          );
          teams.appendChild(L.el('span', 'sb-team sb-team-away', f.away));
          row.appendChild(teams);
          var odds = L.el('div', 'sb-odds sb-odds-' + f.markets.length);
          f.markets.forEach(function (m) {
            var button = L.el('button', 'sb-odd');
            button.type = 'button';
            button.appendChild(
              L.el('span', 'sb-odd-name', m.selection === 'home' ? '1' : m.selection === 'draw' ? 'X' : '2'),
            );
            button.appendChild(L.el('strong', 'sb-odd-price', (m.odds / 100).toFixed(2)));
            if (f.result && f.result.selection === m.selection) button.classList.add('sb-odd-won');
            if (pick && pick.fixtureId === f.fixtureId && pick.selection === m.selection)
              button.classList.add('sb-odd-picked');
            button.disabled = f.status !== 'upcoming';
            button.addEventListener('click', function () {
              pick = {
                fixtureId: f.fixtureId,
                selection: m.selection,
                odds: m.odds,
                label:
                  f.home +
                  ' v ' +
                  f.away +
                  ' \u2014 ' +
                  selectionName(f, m.selection) +
                  ' @ ' +
                  (m.odds / 100).toFixed(2),
              };
              openSlip(data, pick);
            });
            odds.appendChild(button);
          });
          row.appendChild(odds);
          list.appendChild(row);
        });
    }

    /** @param {TSportsbookReply} data */
    function drawBets(data) {
      var list = $('lv-mybets');
      L.clear(list);
      data.myBets.forEach(function (bet) {
        var s = bet.selections[0];
        if (!s) return;
        var item = L.el('li', 'lv-mybet lv-mybet-' + bet.status);
        item.appendChild(
          L.el(
            'span',
            'lv-mybet-what',
            (bet.match ? bet.match + ' \u00b7 ' : '') +
              s.bet +
              ' @ ' +
              (s.oddsHundredths / 100).toFixed(2) +
              ' \u00b7 ' +
              L.money(bet.stakeMinor),
          ),
        );
        item.appendChild(
          L.el(
            'span',
            'lv-mybet-result',
            bet.status === 'open'
              ? t.open
              : bet.returnMinor !== null && bet.returnMinor > 0
                ? t.won + ' ' + L.money(bet.returnMinor)
                : t.lost,
          ),
        );
        list.appendChild(item);
      });
    }

    function stakeMinor() {
      var value = Number(String(stakeInput.value).replace(/,/g, ''));
      return Number.isFinite(value) ? Math.round(value * 100) : 0;
    }

    function updateReturn() {
      $('sb-return').textContent = pick ? L.money(Math.floor((stakeMinor() * pick.odds) / 100)) : '0.00';
    }

    /** @param {TSportsbookReply} data @param {TPick} chosen */
    function openSlip(data, chosen) {
      slip.hidden = false;
      $('sb-slip-pick').textContent = chosen.label;
      if (!stakeInput.value) stakeInput.value = (window.GameShell.bet() / 100).toFixed(2);
      updateReturn();
      drawFixtures(data);
    }

    /** @param {TSportsbookReply} data */
    function draw(data) {
      drawTabs(data);
      drawFixtures(data);
      drawBets(data);
      window.GameShell.setBalance(data.balanceMinor);
    }

    function refresh() {
      L.call('sportsbook/fixtures')
        .then(function (next) {
          data = next;
          draw(next);
        })
        .catch(function (error) {
          L.toast(L.errorText(error), 'error');
        });
    }

    stakeInput.addEventListener('input', updateReturn);
    $('sb-slip-close').addEventListener('click', function () {
      pick = null;
      slip.hidden = true;
      if (data) drawFixtures(data);
    });
    $('sb-slip-form').addEventListener('submit', function (event) {
      event.preventDefault();
      if (!pick) return;
      L.call('sportsbook/bet', {
        fixtureId: pick.fixtureId,
        selection: pick.selection,
        stakeMinor: stakeMinor(),
        odds: pick.odds,
      })
        .then(function (placed) {
          L.toast(t.placed, 'ok');
          window.GameShell.setBalance(placed.balanceMinor);
          pick = null;
          slip.hidden = true;
          refresh();
        })
        .catch(function (error) {
          L.toast(L.errorText(error), 'error');
        });
    });

    refresh();
    window.setInterval(refresh, 30000);
  });
})();
