// @ts-check
/* global document, window */
// The 5×3 slot: spin → server (fair outcome) → animate reels → show wins.
// Symbols are drawn SVG (no emoji: players' machines may have no emoji font).
(() => {
  'use strict';
  /** @typedef {import('../../core/play/page/replies.js').TSlotPaytable} TSlotPaytable */
  /** @typedef {import('../../core/play/page/replies.js').TSlotSessionGame} TSlotSessionGame */
  /** @typedef {import('../../core/play/page/replies.js').TSlotSpinReply} TSlotSpinReply */
  /** @typedef {import('../../core/play/page/replies.js').TSlotLineWin} TSlotLineWin */
  /** @typedef {import('../../core/play/page/texts.js').TSlotTexts} TSlotTexts */
  /** @typedef {{ isScatter: false, win: TSlotLineWin, index: number } | { isScatter: true }} TWinTurn */
  const shell = window.GameShell;
  const { $, $as } = shell;
  const SVG_NS = 'http://www.w3.org/2000/svg';
  /** @type {HTMLElement | null} */
  const root = document.querySelector('.slot');
  if (!root) return;
  /** @type {TSlotTexts} */
  const texts = JSON.parse(root.dataset.t || '{}');
  const reelsElement = $('slot-reels');
  const reels = [...document.querySelectorAll('.s-reel')];
  /** The <svg> over the reels. @type {Element} */
  const linesElement = $('slot-lines');
  const spinButton = $as('slot-spin', window.HTMLButtonElement);
  const autoButton = $as('slot-auto', window.HTMLButtonElement);
  /** @type {TSlotPaytable | null} */
  let paytable = null;
  let isSpinning = false;
  let isAuto = false;
  /** The shown win (its lines follow the reels when they resize). @type {TSlotSpinReply | null} */
  let lastResult = null;
  let lineTimer = 0;
  let countTimer = 0;

  /** The symbols, 100×100, as one sprite of <symbol>s (CSP: presentation attributes only). */
  const SPRITE = `<defs>
<linearGradient id="sg-red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff8597"/><stop offset="1" stop-color="#c8102e"/></linearGradient>
<linearGradient id="sg-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset=".5" stop-color="#f2c14e"/><stop offset="1" stop-color="#a8741c"/></linearGradient>
<linearGradient id="sg-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d6f7ff"/><stop offset=".45" stop-color="#38bdf8"/><stop offset="1" stop-color="#1e40af"/></linearGradient>
<linearGradient id="sg-wild" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f472b6"/><stop offset=".5" stop-color="#a855f7"/><stop offset="1" stop-color="#4f46e5"/></linearGradient>
<linearGradient id="sg-green" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#86efac"/><stop offset="1" stop-color="#15803d"/></linearGradient>
<linearGradient id="sg-melon" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fb7185"/><stop offset="1" stop-color="#e11d48"/></linearGradient>
<radialGradient id="sg-grape" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#ddd6fe"/><stop offset=".45" stop-color="#7c3aed"/><stop offset="1" stop-color="#3b0764"/></radialGradient>
<radialGradient id="sg-plum" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#f5d0fe"/><stop offset=".45" stop-color="#c026d3"/><stop offset="1" stop-color="#581c87"/></radialGradient>
<radialGradient id="sg-orange" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffe1bd"/><stop offset=".45" stop-color="#fb923c"/><stop offset="1" stop-color="#b45309"/></radialGradient>
<radialGradient id="sg-lemon" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fffbe0"/><stop offset=".5" stop-color="#facc15"/><stop offset="1" stop-color="#a16207"/></radialGradient>
<radialGradient id="sg-cherry" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#ffb3c0"/><stop offset=".45" stop-color="#e11d48"/><stop offset="1" stop-color="#7f1d1d"/></radialGradient>
<radialGradient id="sg-star" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#fffbe6"/><stop offset=".5" stop-color="#fcd34d"/><stop offset="1" stop-color="#d97706"/></radialGradient>
</defs>
<symbol id="sym-SEVEN" viewBox="0 0 100 100"><path d="M20 16h62v14L54 86H32l28-54H20z" fill="url(#sg-red)" stroke="#ffe7a3" stroke-width="5" stroke-linejoin="round"/><path d="M26 21h50" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".45"/></symbol>
<symbol id="sym-DIAMOND" viewBox="0 0 100 100"><path d="M30 18h40l18 22-38 46-38-46z" fill="url(#sg-gem)" stroke="#e0f2fe" stroke-width="3" stroke-linejoin="round"/><path d="M12 40h76M38 40l12-22 12 22M38 40l12 46 12-46M30 18l8 22M70 18l-8 22" fill="none" stroke="#e0f2fe" stroke-width="2" stroke-linejoin="round" opacity=".75"/><path d="M22 36l8-10" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".8"/></symbol>
<symbol id="sym-BELL" viewBox="0 0 100 100"><circle cx="50" cy="82" r="8" fill="#b8862b" stroke="#6b4a0e" stroke-width="3"/><path d="M50 12a6 6 0 0 0-6 6v2c-14 4-20 16-20 30v12l-9 12h70l-9-12V50c0-14-6-26-20-30v-2a6 6 0 0 0-6-6z" fill="url(#sg-gold)" stroke="#6b4a0e" stroke-width="3" stroke-linejoin="round"/><path d="M35 40c1-6 5-11 11-13" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".7"/><path d="M18 74h64" stroke="#6b4a0e" stroke-width="3"/></symbol>
<symbol id="sym-MELON" viewBox="0 0 100 100"><g transform="rotate(-14 50 50) translate(0 8)"><path d="M6 36a44 44 0 0 0 88 0z" fill="#166534"/><path d="M12 36a38 38 0 0 0 76 0z" fill="#bbf7d0"/><path d="M17 36a33 33 0 0 0 66 0z" fill="url(#sg-melon)"/><g fill="#1f2937"><ellipse cx="34" cy="46" rx="2.6" ry="4.2"/><ellipse cx="50" cy="52" rx="2.6" ry="4.2"/><ellipse cx="66" cy="46" rx="2.6" ry="4.2"/><ellipse cx="42" cy="60" rx="2.6" ry="4.2"/><ellipse cx="58" cy="60" rx="2.6" ry="4.2"/></g></g></symbol>
<symbol id="sym-GRAPES" viewBox="0 0 100 100"><path d="M50 30C50 22 54 16 60 10" stroke="#65a30d" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M53 22c8-10 22-11 29-5-8 9-20 10-29 5z" fill="url(#sg-green)"/><g fill="url(#sg-grape)" stroke="#2e1065" stroke-width="1.5"><circle cx="32" cy="40" r="11"/><circle cx="50" cy="38" r="11"/><circle cx="68" cy="40" r="11"/><circle cx="41" cy="56" r="11"/><circle cx="59" cy="56" r="11"/><circle cx="50" cy="72" r="11"/></g></symbol>
<symbol id="sym-PLUM" viewBox="0 0 100 100"><path d="M50 32c0-8 2-13 6-18" stroke="#78350f" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M55 22c10-9 23-7 27 0-10 7-19 7-27 0z" fill="url(#sg-green)"/><ellipse cx="50" cy="58" rx="31" ry="29" fill="url(#sg-plum)"/><path d="M50 31c-7 10-7 42 0 56" stroke="#4a044e" stroke-width="2" fill="none" opacity=".45"/><ellipse cx="37" cy="48" rx="6" ry="9" fill="#fff" opacity=".35"/></symbol>
<symbol id="sym-ORANGE" viewBox="0 0 100 100"><circle cx="50" cy="56" r="32" fill="url(#sg-orange)"/><g fill="#9a3412" opacity=".35"><circle cx="60" cy="64" r="1.6"/><circle cx="68" cy="52" r="1.6"/><circle cx="54" cy="76" r="1.6"/><circle cx="70" cy="70" r="1.6"/><circle cx="40" cy="72" r="1.6"/></g><circle cx="50" cy="25" r="3.5" fill="#65a30d"/><path d="M51 24c4-10 16-14 25-10-4 10-15 13-25 10z" fill="url(#sg-green)"/><ellipse cx="38" cy="46" rx="7" ry="9" fill="#fff" opacity=".35"/></symbol>
<symbol id="sym-LEMON" viewBox="0 0 100 100"><path d="M10 52c5-3 7-6 9-10 8-16 54-16 62 0 2 4 4 7 9 10-5 3-7 6-9 10-8 16-54 16-62 0-2-4-4-7-9-10z" fill="url(#sg-lemon)" stroke="#a16207" stroke-width="2" stroke-linejoin="round"/><ellipse cx="38" cy="44" rx="10" ry="5" fill="#fff" opacity=".45"/></symbol>
<symbol id="sym-CHERRY" viewBox="0 0 100 100"><path d="M33 56C37 40 47 26 60 16M66 60C63 44 62 30 60 16" stroke="#4d7c0f" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M60 16c8-9 22-9 28-1-8 8-20 9-28 1z" fill="url(#sg-green)"/><circle cx="32" cy="70" r="16" fill="url(#sg-cherry)"/><circle cx="66" cy="74" r="16" fill="url(#sg-cherry)"/><circle cx="26" cy="64" r="4" fill="#fff" opacity=".6"/><circle cx="60" cy="68" r="4" fill="#fff" opacity=".6"/></symbol>
<symbol id="sym-WILD" viewBox="0 0 100 100"><rect x="6" y="26" width="88" height="48" rx="12" fill="url(#sg-wild)" stroke="#ffe7a3" stroke-width="4"/><text x="50" y="59.5" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="900" font-size="27" letter-spacing="1" fill="#fff" stroke="#3b0764" stroke-width="1">WILD</text><path d="M14 20l3 6 6 3-6 3-3 6-3-6-6-3 6-3zM86 70l2.5 5 5 2.5-5 2.5-2.5 5-2.5-5-5-2.5 5-2.5z" fill="#fff7d6"/></symbol>
<symbol id="sym-SCATTER" viewBox="0 0 100 100"><circle cx="50" cy="52" r="44" fill="#fcd34d" opacity=".18"/><polygon points="50,10 60.6,37.4 89.9,39 67.1,57.6 74.7,86 50,70 25.3,86 32.9,57.6 10.1,39 39.4,37.4" fill="url(#sg-star)" stroke="#fff3c4" stroke-width="3" stroke-linejoin="round"/><path d="M44 34l6-14 4 10" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" opacity=".7"/></symbol>`;

  const sprite = document.createElementNS(SVG_NS, 'svg');
  sprite.setAttribute('class', 's-sprite');
  sprite.setAttribute('aria-hidden', 'true');
  sprite.innerHTML = SPRITE;
  document.body.prepend(sprite);

  /** An <svg> showing one symbol. @param {string} symbol @param {string} [className] */
  const icon = (symbol, className) => {
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('viewBox', '0 0 100 100');
    svg.setAttribute('class', className || 's-sym');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', symbol);
    const use = document.createElementNS(SVG_NS, 'use');
    use.setAttribute('href', `#sym-${symbol}`);
    svg.appendChild(use);
    return svg;
  };
  /** @param {string} symbol */
  const cellOf = (symbol) => {
    const cell = document.createElement('div');
    cell.className = `s-cell sym-${symbol}`;
    cell.appendChild(icon(symbol));
    return cell;
  };
  /** @param {Element} reel @param {readonly string[]} symbols */
  const paint = (reel, symbols) => {
    const strip = reel.querySelector('.s-strip');
    if (strip) strip.replaceChildren(...symbols.map(cellOf));
  };
  /** The 3 symbols of a reel's strip from a stop. @param {readonly string[]} strip @param {number} stop */
  const windowAt = (strip, stop) =>
    [0, 1, 2].map((row) => strip[(stop + row) % strip.length]).filter((symbol) => symbol !== undefined);
  /** @param {TSlotPaytable} table @param {number} reel @param {number} stop */
  const symbolsFor = (table, reel, stop) => windowAt(table.strips[reel] ?? [], stop);
  /**
   * A blurred strip while the reel turns: 3 random symbols twice, so the loop is seamless.
   * @param {TSlotPaytable} table @param {Element} reel @param {number} index
   */
  const paintSpinning = (table, reel, index) => {
    const strip = table.strips[index] ?? [];
    const symbols = windowAt(strip, Math.floor(Math.random() * strip.length));
    paint(reel, [...symbols, ...symbols]);
  };
  /** @param {number} ms @returns {Promise<void>} */
  const sleep = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));

  /** @param {TSlotPaytable} paytable */
  const renderPaytable = (paytable) => {
    const bet = shell.bet();
    /** @param {number} units */
    const amount = (units) => shell.money(Math.floor((bet * units) / paytable.unitsPerBet));
    const body = $('slot-paytable-body');
    body.replaceChildren();
    const note = document.createElement('p');
    note.className = 's-pay-note';
    note.textContent = `${paytable.lines} ${shell.t('lines')} · ${texts.wildNote} · ${shell.t('rtp')} ${(paytable.rtp * 100).toFixed(2)}%`;
    const table = document.createElement('table');
    table.className = 's-pay';
    const head = table.createTHead().insertRow();
    ['', '×3', '×4', '×5'].forEach((label) => {
      const th = document.createElement('th');
      th.textContent = label;
      head.appendChild(th);
    });
    const tbody = table.createTBody();
    /** @param {string} symbol @param {readonly number[]} pays @param {string} [label] */
    const addRow = (symbol, pays, label) => {
      const row = tbody.insertRow();
      const first = row.insertCell();
      first.className = 's-pay-sym';
      first.appendChild(icon(symbol, 's-pay-icon'));
      if (label) first.appendChild(document.createTextNode(label));
      pays.forEach((units) => (row.insertCell().textContent = amount(units)));
    };
    Object.entries(paytable.linePays).forEach(([symbol, pays]) => addRow(symbol, pays));
    addRow('SCATTER', paytable.scatterPays, ` ${texts.scatter} (${texts.anywhere})`);
    const wild = tbody.insertRow();
    const wildCell = wild.insertCell();
    wildCell.className = 's-pay-sym';
    wildCell.appendChild(icon('WILD', 's-pay-icon'));
    const wildNote = wild.insertCell();
    wildNote.colSpan = 3;
    wildNote.className = 's-pay-wild';
    wildNote.textContent = texts.wildNote;
    // The 20 paylines as small 5×3 grids.
    const lines = document.createElement('div');
    lines.className = 's-paylines';
    paytable.paylines.forEach((rows, index) => {
      const figure = document.createElement('div');
      figure.className = 's-payline';
      const grid = document.createElement('div');
      grid.className = 's-payline-grid';
      for (let row = 0; row < 3; row += 1)
        for (let reel = 0; reel < 5; reel += 1) {
          const dot = document.createElement('span');
          if (rows[reel] === row) dot.className = 'is-on';
          grid.appendChild(dot);
        }
      const label = document.createElement('b');
      label.textContent = String(index + 1);
      figure.append(label, grid);
      lines.appendChild(figure);
    });
    body.append(note, table, lines);
  };

  const LINE_COLORS = [
    '#f2c14e',
    '#4ade80',
    '#38bdf8',
    '#f472b6',
    '#fb923c',
    '#a78bfa',
    '#f87171',
    '#2dd4bf',
  ];

  /** The winning lines as polylines through the cells' centres (over the reels). @param {TSlotSpinReply} result */
  const drawLines = (result) => {
    linesElement.replaceChildren();
    if (!result.outcome.lineWins.length) return;
    const box = reelsElement.getBoundingClientRect();
    linesElement.setAttribute('viewBox', `0 0 ${box.width} ${box.height}`);
    linesElement.setAttribute('width', String(box.width));
    linesElement.setAttribute('height', String(box.height));
    result.outcome.lineWins.forEach((win, index) => {
      const points = win.rows.flatMap((row, reel) => {
        const reelElement = reels[reel];
        if (!reelElement) return [];
        const reelBox = reelElement.getBoundingClientRect();
        const x = reelBox.left - box.left + reelBox.width / 2;
        const y = reelBox.top - box.top + (reelBox.height / 3) * (row + 0.5);
        return [`${x.toFixed(1)},${y.toFixed(1)}`];
      });
      const line = document.createElementNS(SVG_NS, 'polyline');
      line.setAttribute('points', points.join(' '));
      line.setAttribute('stroke', LINE_COLORS[index % LINE_COLORS.length] ?? '#f2c14e');
      line.setAttribute('class', 's-line');
      line.dataset.index = String(index);
      linesElement.appendChild(line);
    });
  };

  const clearWin = () => {
    window.clearInterval(lineTimer);
    window.clearInterval(countTimer);
    lastResult = null;
    linesElement.replaceChildren();
    reelsElement.classList.remove('has-win');
    document.querySelectorAll('.s-cell.is-win').forEach((cell) => cell.classList.remove('is-win'));
    const marquee = $('slot-marquee');
    marquee.classList.remove('is-win', 'is-big');
    $('slot-message').textContent = texts.goodLuck;
    $('slot-win').hidden = true;
    $('slot-detail').replaceChildren();
  };

  /** The cell of a reel's row. @param {number} reel @param {number} row */
  const cellAt = (reel, row) => reels[reel]?.querySelectorAll('.s-cell')[row];
  /** @param {TSlotLineWin} win */
  const winCells = (win) => win.rows.slice(0, win.count).map((row, reel) => cellAt(reel, row));

  /**
   * Counts the win up, highlights its cells and lines, then shows each line in turn.
   * @param {TSlotSpinReply} result @param {TSlotPaytable} paytable
   */
  const showWin = (result, paytable) => {
    const marquee = $('slot-marquee');
    const detail = $('slot-detail');
    const balanceText = `${texts.newBalance} ${shell.money(result.balanceMinor)}`;
    shell.setLastWin(result.winMinor);
    if (result.winMinor <= 0) {
      detail.textContent = balanceText;
      return;
    }
    lastResult = result;
    const { lineWins, window: grid, scatterUnits } = result.outcome;
    const isBig = result.winMinor >= result.betMinor * 10;
    marquee.classList.add('is-win');
    marquee.classList.toggle('is-big', isBig);
    $('slot-message').textContent = isBig ? texts.bigWin : shell.t('win');
    const amount = $('slot-win');
    amount.hidden = false;
    const started = Date.now();
    const duration = Math.min(1200, 350 + result.winMinor / Math.max(1, result.betMinor) / 0.02);
    const countUp = () => {
      const progress = Math.min(1, (Date.now() - started) / duration);
      amount.textContent = shell.money(Math.round(result.winMinor * (1 - (1 - progress) ** 3)));
      if (progress >= 1) window.clearInterval(countTimer);
    };
    countUp();
    countTimer = window.setInterval(countUp, 30);
    reelsElement.classList.add('has-win');
    lineWins.forEach((win) => winCells(win).forEach((cell) => cell?.classList.add('is-win')));
    if (scatterUnits > 0)
      grid.forEach((column, reel) =>
        column.forEach((symbol, row) => {
          if (symbol === 'SCATTER') cellAt(reel, row)?.classList.add('is-win');
        }),
      );
    drawLines(result);
    // Each line in turn: its polyline on top, its cells pulsing, its pay in the marquee.
    /** @type {TWinTurn[]} */
    const items = lineWins.map((win, index) => ({ isScatter: false, win, index }));
    if (scatterUnits > 0) items.push({ isScatter: true });
    /** A pay in units of the bet as money. @param {number} units */
    const pay = (units) => shell.money(Math.floor((result.betMinor * units) / paytable.unitsPerBet));
    let turn = 0;
    const showTurn = () => {
      const item = items[turn % items.length];
      if (!item) return;
      turn += 1;
      // The scatter's turn dims every line.
      const shownIndex = item.isScatter ? null : String(item.index);
      /** @type {NodeListOf<SVGElement>} */
      const lines = linesElement.querySelectorAll('.s-line');
      lines.forEach((line) =>
        line.classList.toggle('is-dim', items.length > 1 && line.dataset.index !== shownIndex),
      );
      detail.replaceChildren();
      if (item.isScatter) {
        detail.append(
          icon('SCATTER', 's-detail-icon'),
          document.createTextNode(` ×${result.outcome.scatterCount} · ${pay(scatterUnits)}`),
        );
      } else {
        const { win } = item;
        detail.append(
          document.createTextNode(`${texts.line} ${win.line} · `),
          icon(win.symbol, 's-detail-icon'),
          document.createTextNode(` ×${win.count} · ${pay(win.units)}`),
        );
      }
      detail.append(document.createTextNode(` — ${balanceText}`));
    };
    showTurn();
    if (items.length > 1) lineTimer = window.setInterval(showTurn, 1500);
  };

  const spin = async () => {
    const table = paytable;
    if (isSpinning || !table) return;
    isSpinning = true;
    shell.setBusy(true);
    spinButton.disabled = true;
    clearWin();
    reels.forEach((reel, index) => {
      paintSpinning(table, reel, index);
      reel.classList.remove('is-landing');
      reel.classList.add('is-spinning');
    });
    const started = Date.now();
    try {
      const result = await shell.api('slot/spin', { betMinor: shell.bet() });
      // The bet is gone while the reels turn; the win lands when they stop.
      shell.setBalance(result.balanceMinor - result.winMinor);
      await sleep(Math.max(0, 550 - (Date.now() - started)));
      for (const [reel, element] of reels.entries()) {
        paint(element, result.outcome.window[reel] ?? []);
        element.classList.remove('is-spinning');
        element.classList.add('is-landing');
        await sleep(170);
      }
      await sleep(120);
      shell.setBalance(result.balanceMinor);
      showWin(result, table);
      shell.refreshFair().catch(() => undefined);
    } catch {
      reels.forEach((reel, index) => {
        reel.classList.remove('is-spinning');
        paint(reel, symbolsFor(table, index, 0));
      });
      isAuto = false;
      autoButton.setAttribute('aria-pressed', 'false');
      autoButton.textContent = shell.t('auto');
    } finally {
      isSpinning = false;
      shell.setBusy(false);
      spinButton.disabled = false;
    }
    if (isAuto) window.setTimeout(spin, lastResult ? 1600 : 700);
  };

  spinButton.addEventListener('click', spin);
  autoButton.addEventListener('click', () => {
    isAuto = !isAuto;
    autoButton.setAttribute('aria-pressed', String(isAuto));
    autoButton.textContent = isAuto ? shell.t('stop') : shell.t('auto');
    if (isAuto) spin();
  });
  $('slot-paytable-open').addEventListener('click', () => {
    // Not before the session brings the paytable.
    if (!paytable) return;
    renderPaytable(paytable);
    $as('slot-paytable', window.HTMLDialogElement).showModal();
  });
  document.addEventListener('keydown', (event) => {
    if (event.code === 'Space' && event.target === document.body) {
      event.preventDefault();
      spin();
    }
  });
  // The reels follow the space (fair panel opened, window resized): the lines follow the reels.
  new window.ResizeObserver(() => {
    if (lastResult) drawLines(lastResult);
  }).observe(reelsElement);

  shell.onReady((reply) => {
    const session = /** @type {import('../../core/play/page/replies.js').TSessionReply<TSlotSessionGame>} */ (reply);
    const table = session.game.paytable;
    paytable = table;
    $('slot-rtp').textContent = `${(table.rtp * 100).toFixed(2)}%`;
    reels.forEach((reel, index) =>
      paint(reel, symbolsFor(table, index, (index * 7) % (table.strips[index]?.length ?? 1))),
    );
  });
})();
