import type { TPageContext } from '../../../core/play/page/engine-module.js';
import { escapeHtml } from '../../../core/play/page/html.js';

/**
 * The lobby's play area (docs/history/lottery-interfaces.md "The lobby page"): the
 * static skeleton with labelled controls; assets/lottery.js fills it from
 * `GET /games/api/lottery/state` (shown once it answers) and drives the slip.
 * No inline script or style.
 */
export const renderLotteryLobby = (page: TPageContext): string => {
  const { text } = page;
  const t = (key: keyof typeof text) => escapeHtml(text[key]);
  return `<section class="lottery" id="lottery" data-game="${escapeHtml(page.game.gameId)}">
<p class="lt-status" id="lt-status" role="status">${t('loading')}</p>
<div class="lottery" id="lt-lobby" hidden>
<div class="lt-head">
  <label class="lt-field lt-picker"><span class="g-label">${t('lotteryGame')}</span><select id="lt-game" name="gameCode"></select></label>
  <div class="lt-draw">
    <span class="g-label">${t('drawLabel')}</span> <strong id="lt-draw-code">…</strong>
    <span class="lt-countdown" id="lt-countdown" role="timer" aria-label="${t('closesIn')}">--:--</span>
  </div>
</div>
<section class="lt-card" aria-labelledby="lt-result-title">
  <h2 id="lt-result-title">${t('latestResult')} <span id="lt-result-code"></span></h2>
  <table class="lt-board" id="lt-board"><caption class="lt-sr">${t('latestResult')}</caption><tbody></tbody></table>
  <p class="lt-empty" id="lt-board-empty" hidden>${t('noResult')}</p>
  <a class="g-link" id="lt-verify" href="/games/fair/verify?engine=lottery" target="_blank" rel="noopener" hidden>${t('verifyDraw')} &#8599;</a>
</section>
<section class="lt-card" aria-labelledby="lt-bet-title">
  <h2 id="lt-bet-title" class="lt-sr">${t('betTypes')}</h2>
  <div class="lt-types" id="lt-types" role="group" aria-label="${t('betTypes')}"></div>
  <p class="lt-odds" id="lt-odds"></p>
  <form class="lt-form" id="lt-line-form" novalidate>
    <label class="lt-field"><span class="g-label">${t('numberField')}</span><input id="lt-number" name="numbers" inputmode="numeric" autocomplete="off" spellcheck="false" aria-describedby="lt-number-hint"></label>
    <p class="lt-hint" id="lt-number-hint"></p>
    <div class="lt-pad" id="lt-pad" role="group" aria-label="${t('numberPad')}"></div>
    <label class="lt-field"><span class="g-label">${t('stakeField')}</span><input id="lt-stake" name="stake" inputmode="decimal" autocomplete="off" aria-describedby="lt-stake-hint"></label>
    <p class="lt-hint" id="lt-stake-hint"></p>
    <p class="lt-error" id="lt-line-error" role="alert"></p>
    <div class="lt-actions">
      <button type="button" class="g-btn" id="lt-quick">${t('quickPick')}</button>
      <button type="submit" class="g-btn g-primary" id="lt-add">${t('addToSlip')}</button>
    </div>
  </form>
</section>
<section class="lt-card" aria-labelledby="lt-slip-title">
  <h2 id="lt-slip-title">${t('slip')}</h2>
  <ul class="lt-slip" id="lt-slip" aria-labelledby="lt-slip-title"></ul>
  <p class="lt-empty" id="lt-slip-empty">${t('slipEmpty')}</p>
  <p class="lt-total">${t('total')} <strong id="lt-total">0.00</strong></p>
  <button type="button" class="g-btn g-spin" id="lt-place" disabled>${t('placeBet')}</button>
</section>
<section class="lt-card" aria-labelledby="lt-orders-title">
  <h2 id="lt-orders-title">${t('myOrders')}</h2>
  <ul class="lt-orders" id="lt-orders" aria-labelledby="lt-orders-title"></ul>
  <p class="lt-empty" id="lt-orders-empty" hidden>${t('noOrders')}</p>
</section>
</div>
<dialog class="lt-dialog" id="lt-dialog" aria-labelledby="lt-dialog-title">
  <form method="dialog" id="lt-dialog-form">
    <h2 id="lt-dialog-title"></h2>
    <div id="lt-dialog-body"></div>
    <div class="lt-actions">
      <button type="button" class="g-btn" id="lt-dialog-cancel">${t('cancel')}</button>
      <button type="submit" class="g-btn g-primary" id="lt-dialog-ok">${t('confirm')}</button>
    </div>
  </form>
</dialog>
</section>`;
};
