import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findGameById } from '../../../core/play/catalogue.js';
import { fairFloats, type TFairInputs } from '../../../core/play/fair/fair-rng.js';
import type { TGameEngineModule, TPageContext } from '../../../core/play/page/engine-module.js';
import { escapeHtml } from '../../../core/play/page/html.js';
import { gameContext } from '../../../core/play/page/launch-auth.js';
import type { TSlotSessionGame, TSlotSpinReply } from '../../../core/play/page/replies.js';
import type { TSlotTexts } from '../../../core/play/page/texts.js';
import { playInstantRound } from '../../../core/play/rounds/play-round.js';
import { WireError } from '../../../wire/envelope.js';
import { defaultBetLevels } from '../../page/bet-levels.js';
import {
  evaluateSpin,
  publishedPaytable,
  REEL_COUNT,
  slotModelFor,
  stopsOf,
  type TSlotModel,
  type TSpinOutcome,
  winMinorOf,
} from './slot-math.js';

/** The spin's outcome from its fair inputs: 5 floats → stops → window and wins. */
export const slotSpinOutcome = (model: TSlotModel, inputs: TFairInputs): TSpinOutcome =>
  evaluateSpin(model, stopsOf(fairFloats(inputs, REEL_COUNT), model));

/** Slot bets are whole currency units (multiples of 100 minor units): every win is exact. */
const slotBetLevels = (minBetMinor: number) => defaultBetLevels(minBetMinor);

const ZSpinSchema = z.strictObject({ betMinor: z.number().int().positive() });

const slotApi: FastifyPluginAsyncZod = async (app) => {
  /** `POST /games/api/slot/spin {betMinor}`: debit, fair outcome, credit, settled round. */
  app.post('/spin', { schema: { body: ZSpinSchema } }, async (request): Promise<TSlotSpinReply> => {
    const { launch, game } = gameContext(request);
    const { betMinor } = request.body;
    if (!slotBetLevels(game.minBetMinor).includes(betMinor))
      throw new WireError(400, 'validation_failed', 'Not an offered bet level', {
        fieldErrors: { betMinor: 'validation.invalid' },
      });
    const model = slotModelFor(game.rtpBasisPoints);
    let outcome: TSpinOutcome | undefined;
    const played = playInstantRound(app.db, launch, {
      engine: 'slot',
      betMinor,
      decide: (fair) => {
        outcome = slotSpinOutcome(model, fair);
        return {
          winMinor: winMinorOf(betMinor, outcome.totalUnits),
          detail: { ...outcome, betMinor, rtpBasisPoints: game.rtpBasisPoints },
        };
      },
    });
    if (!outcome) throw new Error('the spin was not decided');
    return {
      roundId: played.round.roundId,
      betMinor,
      winMinor: played.round.winMinor,
      balanceMinor: played.balanceMinor,
      outcome,
      fair: {
        serverSeedHash: played.fair.serverSeedHash,
        clientSeed: played.fair.clientSeed,
        nonce: played.fair.nonce,
      },
    };
  });
};

const renderSlotBody = (page: TPageContext): string => {
  const { text } = page;
  const cells = '<div class="s-cell"></div>'.repeat(3);
  const reels = Array.from(
    { length: REEL_COUNT },
    (_, reel) => `<div class="s-reel" data-reel="${reel}"><div class="s-strip">${cells}</div></div>`,
  ).join('');
  const scriptTexts: TSlotTexts = {
    goodLuck: text.goodLuck,
    bigWin: text.bigWin,
    line: text.line,
    scatter: text.scatter,
    anywhere: text.anywhere,
    wildNote: text.wildNote,
    newBalance: text.newBalance,
  };
  return `<section class="slot" data-t="${escapeHtml(JSON.stringify(scriptTexts))}">
<div class="s-marquee" id="slot-marquee" aria-live="polite">
  <span class="s-marquee-label" id="slot-message">${escapeHtml(text.goodLuck)}</span>
  <strong class="s-marquee-win" id="slot-win" hidden></strong>
  <span class="s-marquee-detail" id="slot-detail"></span>
</div>
<div class="s-machine">
  <div class="s-reels" id="slot-reels">${reels}</div>
  <svg class="s-lines" id="slot-lines" aria-hidden="true"></svg>
</div>
<div class="s-controls">
  <button type="button" class="g-btn" id="slot-paytable-open">${escapeHtml(text.paytable)}</button>
  <button type="button" class="g-btn g-spin" id="slot-spin">${escapeHtml(text.spin)}</button>
  <button type="button" class="g-btn" id="slot-auto" aria-pressed="false">${escapeHtml(text.auto)}</button>
</div>
<p class="s-info"><span>20 ${escapeHtml(text.lines)}</span> · <span>${escapeHtml(text.rtp)} <b id="slot-rtp">…</b></span></p>
<dialog id="slot-paytable" class="g-dialog"><h2>${escapeHtml(text.paytable)}</h2><div id="slot-paytable-body"></div><form method="dialog"><button class="g-btn">${escapeHtml(text.close)}</button></form></dialog>
</section>`;
};

export const slotEngine: TGameEngineModule = {
  engine: 'slot',
  scripts: ['slot.js'],
  styles: ['slot.css'],
  renderBody: renderSlotBody,
  api: slotApi,
  sessionInfo: ({ game }): TSlotSessionGame & { betLevelsMinor: number[] } => ({
    betLevelsMinor: slotBetLevels(game.minBetMinor),
    paytable: publishedPaytable(slotModelFor(game.rtpBasisPoints)),
  }),
  verify: (inputs, query, db) => {
    const game = query.gameId ? findGameById(db, Number(query.gameId)) : undefined;
    const rtp = query.rtp ? Number(query.rtp) : game?.rtpBasisPoints;
    const model = slotModelFor(rtp && Number.isFinite(rtp) ? rtp : null);
    const outcome = slotSpinOutcome(model, inputs);
    return {
      summary: [
        `Stops: ${outcome.stops.join(', ')}`,
        ...[0, 1, 2].map(
          (row) => `Row ${row + 1}: ${outcome.window.map((column) => column[row]).join(' | ')}`,
        ),
        ...outcome.lineWins.map(
          (win) => `Line ${win.line}: ${win.count} × ${win.symbol} pays ${win.units / 100} × bet`,
        ),
        `Scatters: ${outcome.scatterCount}${outcome.scatterUnits ? ` pay ${outcome.scatterUnits / 100} × bet` : ''}`,
        `Total win: ${outcome.totalUnits / 100} × bet`,
      ],
      outcome,
    };
  },
};
