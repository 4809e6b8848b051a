// @ts-check
/* global document, window */
// The lottery lobby: pick a game and a bet type, build a slip, place it on the current draw, follow and cancel orders.
(() => {
  'use strict';
  /** @typedef {import('../../core/play/page/replies.js').TLotteryStateReply} TLotteryStateReply */
  /** @typedef {import('../../core/play/page/replies.js').TLotteryLobbyBetRule} TBetRule */
  /** @typedef {import('../../core/play/page/replies.js').TLotteryLobbyDraw} TDraw */
  /** @typedef {import('../../core/play/page/replies.js').TLotteryLobbyOrder} TOrder */
  /** @typedef {import('./game-page.js').TGameApiError} TGameApiError */
  /** @typedef {{ betType: TBetRule['betType'], numbers: string[], stakeMinor: number }} TSlipLine */

  const shell = window.GameShell;
  const { $, $as, t } = shell;
  const FAST_POLL_MS = 3000;
  const REFRESH_MS = 15000;
  const STAKE_PATTERN = /^\d+(\.\d{1,2})?$/;
  const MAX_LINES = 50;

  /** @type {TLotteryStateReply | null} */
  let state = null;
  let gameCode = $('lottery').dataset.game || '';
  /** @type {TBetRule['betType'] | null} */
  let betType = null;
  /** @type {TSlipLine[]} */
  let slip = [];
  /** Server clock minus ours, for the countdown. */
  let skewMs = 0;
  let loadedAt = 0;
  let isBusy = false;
  /** The slip's key while it waits to be placed: a retry answers the first order. */
  let requestId = '';
  /** @type {(() => Promise<void>) | null} */
  let dialogAction = null;

  const gameSelect = $as('lt-game', window.HTMLSelectElement);
  const numberInput = $as('lt-number', window.HTMLInputElement);
  const stakeInput = $as('lt-stake', window.HTMLInputElement);
  const placeButton = $as('lt-place', window.HTMLButtonElement);
  const addButton = $as('lt-add', window.HTMLButtonElement);
  const dialog = /** @type {HTMLDialogElement} */ ($('lt-dialog'));
  const dialogOk = $as('lt-dialog-ok', window.HTMLButtonElement);

  /** A text with `{name}` filled in. @param {string} key @param {Record<string, string | number>} [values] */
  const tf = (key, values = {}) =>
    t(key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? `{${name}}`));

  /** @template {keyof HTMLElementTagNameMap} K @param {K} tag @param {string} [className] @param {string} [text] */
  const el = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  /** The message of a failed call in the page's language. @param {unknown} error */
  const errorText = (error) => {
    const code = /** @type {TGameApiError} */ (error).code;
    const keys = /** @type {Record<string, string>} */ ({
      insufficient_balance: 'insufficient',
      lottery_draw_closed: 'errorDrawClosed',
      lottery_sub_order_not_cancellable: 'errorNotCancellable',
      lottery_game_not_found: 'errorGameNotFound',
      lottery_order_not_found: 'errorNotCancellable',
      in_need_true_account: 'errorRealAccount',
      validation_failed: 'errorInvalidBet',
      'login.not.session': 'sessionEnded',
      loss_limit_reached: 'limitReached',
      wager_limit_reached: 'limitReached',
      play_time_limit_reached: 'limitReached',
      account_restricted: 'restricted',
    });
    return t(keys[code] || 'error');
  };

  const serverNow = () => Date.now() + skewMs;
  const rule = () => state?.rules.betRules.find((candidate) => candidate.betType === betType) ?? null;
  const betLabel = (/** @type {string} */ type) => t(`bet${type}`);
  /** @param {TBetRule['odds']} odds */
  const oddsText = (odds) =>
    typeof odds === 'number'
      ? `${(odds / 100).toLocaleString('en-US')}×`
      : Object.entries(odds)
          .map(([prize, value]) => `${t(`prize${prize}`)} ${((value ?? 0) / 100).toLocaleString('en-US')}×`)
          .join(' · ');
  /** d h:mm:ss, or mm:ss under an hour. @param {number} ms */
  const duration = (ms) => {
    const total = Math.max(0, Math.ceil(ms / 1000));
    const [days, hours, minutes, seconds] = [
      Math.floor(total / 86400),
      Math.floor((total % 86400) / 3600),
      Math.floor((total % 3600) / 60),
      total % 60,
    ];
    const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
    const clock =
      hours || days ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
    return days ? `${days}d ${clock}` : clock;
  };
  const openDraw = () => {
    const current = state?.near.current;
    return current && current.status === 'open' && current.closeTime > serverNow() ? current : null;
  };

  // ------------------------------------------------------------ rendering

  const renderPicker = () => {
    if (!state) return;
    /** @type {Map<string, HTMLOptGroupElement>} */
    const groups = new Map();
    for (const game of state.games) {
      let group = groups.get(game.groupCode);
      if (!group) {
        group = el('optgroup');
        group.label = game.groupName;
        groups.set(game.groupCode, group);
      }
      const option = el('option', '', game.gameName);
      option.value = game.gameCode;
      group.append(option);
    }
    gameSelect.replaceChildren(...groups.values());
    gameSelect.value = state.gameCode;
    // The page's title follows the game picked.
    const name = state.games.find((game) => game.gameCode === state?.gameCode)?.gameName;
    const title = document.querySelector('.g-title h1');
    if (name && title) {
      title.textContent = name;
      document.title = name;
    }
  };

  const renderClock = () => {
    const draw = openDraw();
    const current = state?.near.current;
    $('lt-draw-code').textContent = draw?.numero ?? current?.numero ?? '—';
    $('lt-countdown').textContent = draw ? duration(draw.closeTime - serverNow()) : t('drawing');
    placeButton.disabled = isBusy || slip.length === 0 || !draw;
  };

  /** @param {TDraw | null} draw */
  const renderBoard = (draw) => {
    const body = $('lt-board').querySelector('tbody');
    if (!body) return;
    const results = draw?.results ?? null;
    $('lt-result-code').textContent = draw ? draw.numero : '';
    $('lt-board-empty').hidden = Boolean(results);
    const verify = $as('lt-verify', window.HTMLAnchorElement);
    verify.hidden = !(draw && draw.serverSeed);
    if (draw && draw.serverSeed) {
      const query = new URLSearchParams({
        engine: 'lottery',
        serverSeed: draw.serverSeed,
        clientSeed: draw.gameCode,
        nonce: draw.numero.replace('-', ''),
        format: draw.resultFormat,
      });
      verify.href = `/games/fair/verify?${query}`;
    }
    body.replaceChildren(
      // The board's first row (the special prize, or 4D's first) stands out.
      ...Object.entries(results ?? {}).map(([prize, numbers], index) => {
        const row = el('tr');
        const header = el('th', '', t(`prize${prize}`));
        header.scope = 'row';
        row.append(header);
        const cell = el('td');
        for (const number of numbers ?? [])
          cell.append(el('span', index === 0 ? 'lt-ball lt-top' : 'lt-ball', number));
        row.append(cell);
        return row;
      }),
    );
  };

  const renderTypes = () => {
    if (!state) return;
    const rules = state.rules.betRules;
    if (!rules.some((candidate) => candidate.betType === betType)) betType = rules[0]?.betType ?? null;
    $('lt-types').replaceChildren(
      ...rules.map((candidate) => {
        const button = el('button', 'g-btn lt-type', betLabel(candidate.betType));
        button.type = 'button';
        button.dataset.type = candidate.betType;
        button.setAttribute('aria-pressed', String(candidate.betType === betType));
        return button;
      }),
    );
    const current = rule();
    if (!current) return;
    $('lt-odds').textContent = `${t('odds')} ${oddsText(current.odds)}`;
    $('lt-number-hint').textContent = tf('numberHint', { digits: current.digits, count: current.numbers });
    $('lt-stake-hint').textContent =
      `${shell.money(current.minStakeMinor)} – ${shell.money(current.maxStakeMinor)}`;
    if (!stakeInput.value) stakeInput.value = (current.minStakeMinor / 100).toFixed(2);
    renderPad();
  };

  const typedNumbers = () => numberInput.value.split(/[\s,;]+/).filter(Boolean);

  const renderPad = () => {
    const current = rule();
    const pad = $('lt-pad');
    // The pad covers 2-digit numbers; 3- and 4-digit ones are typed.
    if (!current || current.digits !== 2) {
      pad.replaceChildren();
      pad.hidden = true;
      return;
    }
    pad.hidden = false;
    const picked = new Set(typedNumbers());
    if (pad.childElementCount !== 100) {
      pad.replaceChildren(
        ...Array.from({ length: 100 }, (_, n) => {
          const button = el('button', 'lt-num', String(n).padStart(2, '0'));
          button.type = 'button';
          return button;
        }),
      );
    }
    pad.querySelectorAll('button').forEach((button) => {
      button.setAttribute('aria-pressed', String(picked.has(button.textContent || '')));
    });
  };

  const slipTotal = () => slip.reduce((sum, line) => sum + line.stakeMinor, 0);
  /** @param {TSlipLine} line */
  const lineText = (line) => `${betLabel(line.betType)} ${line.numbers.join(' ')}`;

  const renderSlip = () => {
    $('lt-slip').replaceChildren(
      ...slip.map((line, index) => {
        const item = el('li', 'lt-line');
        item.append(
          el('span', 'lt-line-text', lineText(line)),
          el('strong', '', shell.money(line.stakeMinor)),
        );
        const remove = el('button', 'g-btn lt-remove', t('remove'));
        remove.type = 'button';
        remove.dataset.index = String(index);
        remove.setAttribute('aria-label', `${t('remove')} ${lineText(line)}`);
        item.append(remove);
        return item;
      }),
    );
    $('lt-slip-empty').hidden = slip.length > 0;
    $('lt-total').textContent = shell.money(slipTotal());
    renderClock();
  };

  /** @param {string} status */
  const statusText = (status) => t(`status${status[0]?.toUpperCase()}${status.slice(1)}`);

  const renderOrders = () => {
    const orders = state?.orders ?? [];
    $('lt-orders-empty').hidden = orders.length > 0;
    $('lt-orders').replaceChildren(
      ...orders.map((order) => {
        const item = el('li', 'lt-order');
        const head = el('div', 'lt-order-head');
        head.append(
          el('strong', '', order.orderNo),
          el('span', '', `${t('drawLabel')} ${order.numero}`),
          el('span', `lt-status-${order.status}`, statusText(order.status)),
          el('span', '', `${t('total')} ${shell.money(order.totalStakeMinor)}`),
        );
        if (order.status === 'settled')
          head.append(el('span', '', `${t('win')} ${shell.money(order.totalWinMinor)}`));
        const lines = el('ul', 'lt-suborders');
        lines.setAttribute('aria-label', order.orderNo);
        for (const sub of order.subOrders) {
          const line = el('li', 'lt-suborder');
          line.append(
            el('span', '', `${betLabel(sub.betType)} ${sub.numbers.join(' ')}`),
            el('span', '', shell.money(sub.stakeMinor)),
            el('span', `lt-status-${sub.status}`, statusText(sub.status)),
          );
          if (sub.hits !== null) line.append(el('span', '', `${t('hitsLabel')} ${sub.hits}`));
          if (sub.status === 'won') line.append(el('strong', '', shell.money(sub.winMinor)));
          if (sub.cancellable) {
            const cancel = el('button', 'g-btn lt-cancel', t('cancelBet'));
            cancel.type = 'button';
            cancel.dataset.order = order.orderNo;
            cancel.dataset.sub = sub.subOrderNo;
            cancel.setAttribute('aria-label', `${t('cancelBet')} ${sub.subOrderNo}`);
            line.append(cancel);
          }
          lines.append(line);
        }
        item.append(head, lines);
        return item;
      }),
    );
  };

  const render = () => {
    if (!state) return;
    renderPicker();
    renderTypes();
    renderBoard(state.near.previous ?? null);
    renderSlip();
    renderOrders();
  };

  // ------------------------------------------------------------ data

  let isLoading = false;
  /** @param {string} code */
  const load = async (code) => {
    if (isLoading) return;
    isLoading = true;
    const status = $('lt-status');
    try {
      const path = /** @type {'lottery/state'} */ (`lottery/state?gameCode=${encodeURIComponent(code)}`);
      state = await shell.api(path);
      gameCode = state.gameCode;
      skewMs = state.serverTime - Date.now();
      shell.setBalance(state.balanceMinor);
      loadedAt = Date.now();
      status.textContent = '';
      status.hidden = true;
      $('lt-lobby').hidden = false;
      render();
    } catch (error) {
      status.hidden = false;
      status.textContent = errorText(error);
    } finally {
      isLoading = false;
    }
  };

  /** @param {boolean} busy */
  const setBusy = (busy) => {
    isBusy = busy;
    addButton.disabled = busy;
    dialogOk.disabled = busy;
    renderClock();
  };

  // ------------------------------------------------------------ dialog

  /** @param {string} title @param {Node[]} body @param {() => Promise<void>} action */
  const confirmWith = (title, body, action) => {
    $('lt-dialog-title').textContent = title;
    $('lt-dialog-body').replaceChildren(...body);
    dialogAction = action;
    dialogOk.disabled = false;
    dialog.showModal();
  };

  $('lt-dialog-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const action = dialogAction;
    if (!action || isBusy) return;
    setBusy(true);
    try {
      await action();
      dialog.close();
    } catch (error) {
      shell.toast(errorText(error), 'error');
      dialog.close();
      void load(gameCode);
    } finally {
      setBusy(false);
    }
  });
  $('lt-dialog-cancel').addEventListener('click', () => dialog.close());

  // ------------------------------------------------------------ controls

  gameSelect.addEventListener('change', () => {
    slip = [];
    requestId = '';
    numberInput.value = '';
    void load(gameSelect.value);
  });

  $('lt-types').addEventListener('click', (event) => {
    const target = event.target instanceof window.HTMLElement ? event.target.closest('button') : null;
    if (!target?.dataset.type) return;
    betType = /** @type {TBetRule['betType']} */ (target.dataset.type);
    numberInput.value = '';
    stakeInput.value = '';
    $('lt-line-error').textContent = '';
    renderTypes();
  });

  $('lt-pad').addEventListener('click', (event) => {
    const target = event.target instanceof window.HTMLElement ? event.target.closest('button') : null;
    const current = rule();
    if (!target || !current) return;
    const number = target.textContent || '';
    const picked = typedNumbers();
    const next = picked.includes(number)
      ? picked.filter((value) => value !== number)
      : [...(current.numbers === 1 ? [] : picked.slice(-(current.numbers - 1))), number];
    numberInput.value = next.join(' ');
    renderPad();
  });
  numberInput.addEventListener('input', renderPad);

  $('lt-quick').addEventListener('click', () => {
    const current = rule();
    if (!current) return;
    const picked = new Set();
    while (picked.size < current.numbers)
      picked.add(String(Math.floor(Math.random() * 10 ** current.digits)).padStart(current.digits, '0'));
    numberInput.value = [...picked].join(' ');
    renderPad();
  });

  /** The line of the form, or an error text. @returns {TSlipLine | string} */
  const lineOfForm = () => {
    const current = rule();
    if (!current) return t('error');
    const numbers = typedNumbers();
    const shape = new RegExp(`^\\d{${current.digits}}$`);
    if (numbers.length !== current.numbers || !numbers.every((number) => shape.test(number)))
      return tf('errorNumbers', { count: current.numbers, digits: current.digits });
    if (new Set(numbers).size !== numbers.length) return t('errorDistinct');
    const stake = stakeInput.value.trim().replace(',', '.');
    const stakeMinor = STAKE_PATTERN.test(stake) ? Math.round(Number(stake) * 100) : NaN;
    if (!(stakeMinor >= current.minStakeMinor && stakeMinor <= current.maxStakeMinor))
      return tf('errorStake', {
        min: shell.money(current.minStakeMinor),
        max: shell.money(current.maxStakeMinor),
      });
    if (slip.length >= MAX_LINES) return tf('errorSlipFull', { max: MAX_LINES });
    return { betType: current.betType, numbers, stakeMinor };
  };

  $('lt-line-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const line = lineOfForm();
    const error = $('lt-line-error');
    if (typeof line === 'string') {
      error.textContent = line;
      return;
    }
    error.textContent = '';
    slip = [...slip, line];
    requestId = '';
    numberInput.value = '';
    renderPad();
    renderSlip();
  });

  $('lt-slip').addEventListener('click', (event) => {
    const target = event.target instanceof window.HTMLElement ? event.target.closest('button') : null;
    if (!target?.dataset.index) return;
    slip = slip.filter((_, index) => String(index) !== target.dataset.index);
    requestId = '';
    renderSlip();
  });

  placeButton.addEventListener('click', () => {
    const draw = openDraw();
    if (!draw || slip.length === 0) return;
    requestId ||= window.crypto.randomUUID();
    const lines = el('ul', 'lt-confirm-lines');
    for (const line of slip)
      lines.append(el('li', '', `${lineText(line)} — ${shell.money(line.stakeMinor)}`));
    const placing = { gameCode, drawCode: draw.numero, requestId, lines: slip };
    confirmWith(
      t('confirmTitle'),
      [
        el('p', '', `${t('drawLabel')} ${draw.numero}`),
        lines,
        el('p', 'lt-total', `${t('total')} ${shell.money(slipTotal())}`),
      ],
      async () => {
        const placed = await shell.api('lottery/orders', placing);
        shell.setBalance(placed.balanceMinor);
        shell.toast(`${t('placed')}: ${placed.order.orderNo}`, 'ok');
        slip = [];
        requestId = '';
        renderSlip();
        await load(gameCode);
      },
    );
  });

  $('lt-orders').addEventListener('click', (event) => {
    const target = event.target instanceof window.HTMLElement ? event.target.closest('button') : null;
    const { order: orderNo, sub: subOrderNo } = target?.dataset ?? {};
    if (!orderNo || !subOrderNo) return;
    const line = target?.parentElement?.firstElementChild?.textContent ?? subOrderNo;
    confirmWith(t('cancelTitle'), [el('p', '', `${subOrderNo}: ${line}`)], async () => {
      const cancelled = await shell.api('lottery/cancel', { orderNo, subOrderNo });
      shell.setBalance(cancelled.balanceMinor);
      shell.toast(t('cancelledOk'), 'ok');
      await load(gameCode);
    });
  });

  /** The current draw has reached its close (open) or its draw time (closed): the state is due. */
  const isDue = () => {
    const current = state?.near.current;
    return !current || serverNow() >= (current.status === 'open' ? current.closeTime : current.drawTime);
  };

  // The countdown ticks every second; the state reloads fast once a close or draw is due, else now and then.
  window.setInterval(() => {
    if (!state) return;
    renderClock();
    const age = Date.now() - loadedAt;
    if ((isDue() && age > FAST_POLL_MS) || age > REFRESH_MS) void load(gameCode);
  }, 1000);

  shell.onReady(() => void load(gameCode));
})();
