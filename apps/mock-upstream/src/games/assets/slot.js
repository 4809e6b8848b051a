/* global document, window */
// The 5×3 slot: spin → server (fair outcome) → animate reels → show wins.
(() => {
  'use strict';
  const shell = window.GameShell;
  const $ = (id) => document.getElementById(id);
  const reels = [...document.querySelectorAll('.s-reel')];
  let paytable = null;
  let isSpinning = false;
  let isAuto = false;

  const symbolsFor = (reel, stop) => {
    const strip = paytable.strips[reel];
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
  };
  const paint = (reel, symbols) => {
    reel.querySelectorAll('.s-cell').forEach((cell, row) => {
      cell.className = `s-cell sym-${symbols[row]}`;
    });
  };
  const sleep = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));

  const renderPaytable = () => {
    const bet = shell.bet();
    const amount = (units) => shell.money(Math.floor((bet * units) / paytable.unitsPerBet));
    const rows = Object.entries(paytable.linePays)
      .map(
        ([symbol, pays]) =>
          `<tr><td>${symbol}</td>${pays.map((units) => `<td>${amount(units)}</td>`).join('')}</tr>`,
      )
      .join('');
    const scatter = `<tr><td>SCATTER ⭐ (anywhere)</td>${paytable.scatterPays.map((units) => `<td>${amount(units)}</td>`).join('')}</tr>`;
    $('slot-paytable-body').innerHTML =
      `<p>${paytable.lines} lines · WILD substitutes on reels 2–4 · RTP ${(paytable.rtp * 100).toFixed(2)}%</p>` +
      `<table class="s-pay"><thead><tr><th></th><th>×3</th><th>×4</th><th>×5</th></tr></thead><tbody>${rows}${scatter}</tbody></table>`;
  };

  const showWin = (result) => {
    const banner = $('slot-win');
    document.querySelectorAll('.s-cell.is-win').forEach((cell) => cell.classList.remove('is-win'));
    if (result.winMinor > 0) {
      banner.hidden = false;
      banner.textContent = `${shell.t('win')} ${shell.money(result.winMinor)}`;
      for (const win of result.outcome.lineWins) {
        for (let reel = 0; reel < win.count; reel += 1) {
          reels[reel].querySelectorAll('.s-cell')[win.rows[reel]].classList.add('is-win');
        }
      }
    } else banner.hidden = true;
    shell.setLastWin(result.winMinor);
  };

  const spin = async () => {
    if (isSpinning || !paytable) return;
    isSpinning = true;
    shell.setBusy(true);
    $('slot-spin').disabled = true;
    $('slot-win').hidden = true;
    reels.forEach((reel) => reel.classList.add('is-spinning'));
    const started = Date.now();
    try {
      const result = await shell.api('slot/spin', { betMinor: shell.bet() });
      // The bet is gone while the reels turn; the win lands when they stop.
      shell.setBalance(result.balanceMinor - result.winMinor);
      await sleep(Math.max(0, 500 - (Date.now() - started)));
      for (let reel = 0; reel < reels.length; reel += 1) {
        paint(reels[reel], result.outcome.window[reel]);
        reels[reel].classList.remove('is-spinning');
        await sleep(160);
      }
      shell.setBalance(result.balanceMinor);
      showWin(result);
      shell.refreshFair().catch(() => undefined);
    } catch {
      reels.forEach((reel) => reel.classList.remove('is-spinning'));
      isAuto = false;
      $('slot-auto').setAttribute('aria-pressed', 'false');
    } finally {
      isSpinning = false;
      shell.setBusy(false);
      $('slot-spin').disabled = false;
    }
    if (isAuto) window.setTimeout(spin, 700);
  };

  $('slot-spin').addEventListener('click', spin);
  $('slot-auto').addEventListener('click', (event) => {
    isAuto = !isAuto;
    event.currentTarget.setAttribute('aria-pressed', String(isAuto));
    event.currentTarget.textContent = isAuto ? shell.t('stop') : shell.t('auto');
    if (isAuto) spin();
  });
  $('slot-paytable-open').addEventListener('click', () => {
    renderPaytable();
    $('slot-paytable').showModal();
  });
  document.addEventListener('keydown', (event) => {
    if (event.code === 'Space' && event.target === document.body) {
      event.preventDefault();
      spin();
    }
  });

  shell.onReady((session) => {
    paytable = session.game.paytable;
    $('slot-rtp').textContent = `${(paytable.rtp * 100).toFixed(2)}%`;
    reels.forEach((reel, index) =>
      paint(reel, symbolsFor(index, (index * 7) % paytable.strips[index].length)),
    );
  });
})();
