// @ts-check
/* global document, window */
// 75-ball bingo: buy a card (the bet), then draw 30 balls one by one; the best pattern pays.
(() => {
  'use strict';
  const shell = window.GameShell;
  const { $, $as } = shell;
  const cells = /** @type {HTMLElement[]} */ ([...document.querySelectorAll('.b-cell')]);
  /** @type {string | null} */
  let roundId = null;
  /** @type {import('../../core/play/page/replies.js').TBingoCardReply} */
  let card = [];

  /** @param {number} ms */
  const sleep = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));
  // Cells are laid out row by row; the card is 5 columns of 5.
  /** @param {number} column @param {number} row */
  const cellOf = (column, row) => cells[row * 5 + column];

  const renderCard = () => {
    cells.forEach((cell) => (cell.className = 'b-cell'));
    $('bingo-card').classList.add('has-card');
    $('bingo-count').textContent = '0/30';
    card.forEach((column, c) =>
      column.forEach((value, r) => {
        const cell = cellOf(c, r);
        if (!cell) return;
        cell.textContent = value === 0 ? 'FREE' : String(value);
        if (value === 0) cell.classList.add('is-free', 'is-marked');
      }),
    );
  };

  const buy = $as('bingo-buy', window.HTMLButtonElement);
  const draw = $as('bingo-draw', window.HTMLButtonElement);

  buy.addEventListener('click', async () => {
    buy.disabled = true;
    shell.setBusy(true);
    try {
      const reply = await shell.api('bingo/buy', { betMinor: shell.bet() });
      roundId = reply.roundId;
      card = reply.card;
      shell.setBalance(reply.balanceMinor);
      renderCard();
      $('bingo-balls').textContent = '';
      $('bingo-result').hidden = true;
      document.querySelectorAll('.b-patterns li').forEach((li) => li.classList.remove('is-won'));
      draw.disabled = false;
    } catch {
      buy.disabled = false;
      shell.setBusy(false);
    }
  });

  draw.addEventListener('click', async () => {
    if (!roundId) return;
    draw.disabled = true;
    try {
      const reply = await shell.api('bingo/draw', { roundId });
      /** @type {Map<number, [number, number]>} */
      const positions = new Map();
      card.forEach((column, c) => column.forEach((value, r) => positions.set(value, [c, r])));
      for (const ball of reply.balls) {
        const element = document.createElement('span');
        const position = positions.get(ball);
        element.className = position ? 'b-ball is-hit' : 'b-ball';
        element.textContent = String(ball);
        $('bingo-balls').appendChild(element);
        $('bingo-count').textContent = `${$('bingo-balls').children.length}/${reply.balls.length}`;
        if (position) cellOf(position[0], position[1])?.classList.add('is-marked');
        await sleep(90);
      }
      reply.completed.forEach((id) =>
        document.querySelector(`[data-pattern="${id}"]`)?.classList.add('is-won'),
      );
      const result = $('bingo-result');
      result.hidden = false;
      result.textContent =
        reply.winMinor > 0
          ? `${shell.t('win')} ${shell.money(reply.winMinor)} · ${document.querySelector(`[data-pattern="${reply.best}"] span`)?.textContent ?? reply.best}`
          : shell.t('noWin');
      shell.setBalance(reply.balanceMinor);
      shell.setLastWin(reply.winMinor);
      shell.refreshFair().catch(() => undefined);
    } catch {
      /* the shell shows the error */
    } finally {
      roundId = null;
      buy.disabled = false;
      shell.setBusy(false);
    }
  });
})();
