/* global window, document */
/* Sportsbook page: fixtures by sport, a one-selection bet slip, my bets. */
(function () {
  'use strict';
  var L = window.LiveGames;

  L.start(function () {
    var root = document.querySelector('.sb');
    if (!root) return;
    var t = L.texts(root);
    var data = null;
    var sport = 'all';
    var pick = null;
    var slip = document.getElementById('sb-slip');
    var stakeInput = document.getElementById('sb-stake');

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

    function selectionName(fixture, selection) {
      return selection === 'home' ? fixture.home : selection === 'away' ? fixture.away : t.draw;
    }

    function drawTabs() {
      var tabs = document.getElementById('sb-tabs');
      L.clear(tabs);
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
          draw();
        });
        tabs.appendChild(button);
      });
    }

    function drawFixtures() {
      var list = document.getElementById('sb-list');
      L.clear(list);
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
              openSlip();
            });
            odds.appendChild(button);
          });
          row.appendChild(odds);
          list.appendChild(row);
        });
    }

    function drawBets() {
      var list = document.getElementById('lv-mybets');
      L.clear(list);
      data.myBets.forEach(function (bet) {
        var s = bet.selections[0];
        var item = L.el('li', 'lv-mybet lv-mybet-' + bet.status);
        item.appendChild(
          L.el(
            'span',
            'lv-mybet-what',
            bet.match +
              ' \u00b7 ' +
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
              : bet.returnMinor > 0
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
      document.getElementById('sb-return').textContent = pick
        ? L.money(Math.floor((stakeMinor() * pick.odds) / 100))
        : '0.00';
    }

    function openSlip() {
      slip.hidden = false;
      document.getElementById('sb-slip-pick').textContent = pick.label;
      if (!stakeInput.value)
        stakeInput.value = (
          (window.GameShell.bet ? window.GameShell.bet() : data.limits.minStakeMinor) / 100
        ).toFixed(2);
      updateReturn();
      drawFixtures();
    }

    function draw() {
      drawTabs();
      drawFixtures();
      drawBets();
      if (window.GameShell.setBalance) window.GameShell.setBalance(data.balanceMinor);
    }

    function refresh() {
      L.call('sportsbook/fixtures')
        .then(function (next) {
          data = next;
          draw();
        })
        .catch(function (error) {
          L.toast(L.errorText(error), 'error');
        });
    }

    stakeInput.addEventListener('input', updateReturn);
    document.getElementById('sb-slip-close').addEventListener('click', function () {
      pick = null;
      slip.hidden = true;
      drawFixtures();
    });
    document.getElementById('sb-slip-form').addEventListener('submit', function (event) {
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
          if (window.GameShell.setBalance) window.GameShell.setBalance(placed.balanceMinor);
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
