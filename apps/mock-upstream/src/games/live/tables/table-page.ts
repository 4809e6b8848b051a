import { escapeHtml } from '../../../core/play/page/html.js';
import type { TLiveTexts } from '../texts.js';

/**
 * The page of a timed table (baccarat, cockfight): round, phase and timer,
 * the engine's felt, its bet spots, clear/confirm, the results road, the
 * player's bets and the fairness note. live-common.js drives these ids.
 */
export const timedTablePage = (parts: {
  variant: string;
  texts: TLiveTexts;
  /** The inside of the felt (HTML), before the outcome line. */
  felt: string;
  feltClass?: string;
  /** The bet spot buttons (HTML). */
  spots: string;
  spotsClass?: string;
}): string => {
  const { texts: t } = parts;
  return `<section class="lv lv-${parts.variant}" data-t="${escapeHtml(JSON.stringify(t))}">
  <div class="lv-status"><span id="lv-round">#…</span><span id="lv-phase" class="lv-phase">…</span><span id="lv-timer" class="lv-timer">…</span></div>
  <progress id="lv-timerfill" class="lv-timerbar" max="1000" value="0"></progress>
  <div class="lv-felt${parts.feltClass ? ` ${parts.feltClass}` : ''}">
${parts.felt}
    <p id="lv-outcome" class="lv-outcome" aria-live="polite"></p>
  </div>
  <div class="lv-spots${parts.spotsClass ? ` ${parts.spotsClass}` : ''}">${parts.spots}</div>
  <div class="lv-actions"><button type="button" class="g-btn" id="lv-clear">${escapeHtml(t.clear)}</button><button type="button" class="g-btn g-primary" id="lv-confirm">${escapeHtml(t.confirm)}</button></div>
  <h3 class="lv-h">${escapeHtml(t.road)}</h3>
  <div id="lv-road" class="lv-road"></div>
  <h3 class="lv-h">${escapeHtml(t.myBets)}</h3>
  <ul id="lv-mybets" class="lv-mybets"></ul>
  <p class="lv-fairnote" id="lv-fair"></p>
</section>`;
};
