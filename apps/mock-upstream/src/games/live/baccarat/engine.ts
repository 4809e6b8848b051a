import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDatabase } from '../../../db/client.js';
import type { TLiveBet } from '../../../db/schema-live.js';
import type { TGameEngineModule } from '../../page/engine-module.js';
import { escapeHtml } from '../../page/html.js';
import { gameContext } from '../../page/launch-auth.js';
import { bettingClosed, checkStake, placeBet, registerResolver } from '../bets.js';
import { cardCode } from '../cards.js';
import { fairFloatStream } from '../fair-stream.js';
import { liveText } from '../texts.js';
import { timedTablePage } from '../tables/table-page.js';
import { isBettingOpen, roundWindow } from '../tables/schedule.js';
import { findTable, roundFloats, scheduleOf, tableForGame } from '../tables/table-store.js';
import { tableState } from '../tables/table-view.js';
import { BACCARAT_BETS, BACCARAT_RETURNS, baccaratReturn, dealCoup, type TBaccaratCoup } from './rules.js';

/**
 * Live baccarat: one timed table per catalogue game (20 s of betting, 10 s
 * of reveal). Every coup is the fair draw of the round's seed; slips settle
 * on the first read after the reveal.
 */
const ENGINE = 'baccarat';

const coupView = (coup: TBaccaratCoup) => ({
  player: coup.player.map(cardCode),
  banker: coup.banker.map(cardCode),
  playerTotal: coup.playerTotal,
  bankerTotal: coup.bankerTotal,
  winner: coup.winner,
  isNatural: coup.isNatural,
  isPlayerPair: coup.isPlayerPair,
  isBankerPair: coup.isBankerPair,
});

registerResolver(ENGINE, (db: TDatabase, bet: TLiveBet) => {
  const table = findTable(db, bet.tableId ?? -1);
  if (!table || bet.roundNo === null) return { returnMinor: 0, outcome: { error: 'table gone' } };
  const coup = dealCoup(roundFloats(table, bet.roundNo));
  const returnMinor = bet.selections.reduce(
    (sum, selection) =>
      sum + baccaratReturn(selection.bet as (typeof BACCARAT_BETS)[number], selection.stakeMinor, coup),
    0,
  );
  return { returnMinor, outcome: coupView(coup) };
});

const ZStakes = z.object(
  Object.fromEntries(BACCARAT_BETS.map((bet) => [bet, z.number().int().min(0).optional()])) as Record<
    (typeof BACCARAT_BETS)[number],
    z.ZodOptional<z.ZodNumber>
  >,
);

const api: FastifyPluginAsyncZod = async (app) => {
  app.get('/state', async (request) => {
    const { launch, game } = gameContext(request);
    const table = tableForGame(app.db, game, ENGINE);
    return tableState(app.db, table, launch, (roundNo) => coupView(dealCoup(roundFloats(table, roundNo))));
  });

  app.post(
    '/bet',
    { schema: { body: z.object({ roundNo: z.number().int().min(0), stakes: ZStakes }) } },
    async (request) => {
      const { launch, game } = gameContext(request);
      const table = tableForGame(app.db, game, ENGINE);
      const now = new Date();
      const { roundNo, stakes } = request.body;
      if (!isBettingOpen(scheduleOf(table), roundNo, now.getTime())) throw bettingClosed();
      const selections = BACCARAT_BETS.filter((bet) => (stakes[bet] ?? 0) > 0).map((bet) => {
        checkStake(stakes[bet]!, table.minBetMinor, table.maxBetMinor);
        return { bet, stakeMinor: stakes[bet]!, oddsHundredths: BACCARAT_RETURNS[bet] };
      });
      const window = roundWindow(scheduleOf(table), roundNo);
      const placed = placeBet(app.db, launch, {
        engine: ENGINE,
        selections,
        settleAfter: new Date(window.endsAt),
        tableId: table.id,
        roundNo,
        detail: { table: table.name, tableId: table.id, roundNo, clientSeed: table.clientSeed },
        now,
      });
      return { roundId: placed.bet.roundId, balanceMinor: placed.balanceMinor };
    },
  );
};

export const baccaratEngine: TGameEngineModule = {
  engine: ENGINE,
  scripts: ['live-common.js', 'baccarat.js'],
  styles: ['live.css'],
  renderBody: (page) => {
    const t = liveText(page.language);
    const spots = BACCARAT_BETS.map(
      (bet) =>
        `<button type="button" class="lv-spot lv-spot-${bet}" data-bet="${bet}"><span class="lv-spot-name">${escapeHtml(t[bet])}</span><span class="lv-spot-pay">${escapeHtml(t.pays[bet])}</span><span class="lv-spot-stake" data-stake-for="${bet}"></span></button>`,
    ).join('');
    return timedTablePage({
      variant: 'baccarat',
      texts: t,
      felt: `    <div class="bc-hand bc-player"><h2>${escapeHtml(t.player)} <b id="bc-player-total"></b></h2><div id="bc-player-cards" class="lv-cards"></div></div>
    <div class="bc-hand bc-banker"><h2>${escapeHtml(t.banker)} <b id="bc-banker-total"></b></h2><div id="bc-banker-cards" class="lv-cards"></div></div>`,
      spots,
    });
  },
  api,
  sessionInfo: ({ game }) => ({ payouts: BACCARAT_RETURNS, table: { name: game.gameName } }),
  verify: (inputs) => {
    const coup = dealCoup(fairFloatStream(inputs.serverSeed, inputs.clientSeed, inputs.nonce));
    const view = coupView(coup);
    return {
      summary: [
        `Round ${inputs.nonce} of table seed ${inputs.clientSeed}`,
        `Player ${view.player.join(' ')} = ${view.playerTotal}`,
        `Banker ${view.banker.join(' ')} = ${view.bankerTotal}`,
        `Winner: ${view.winner}${view.isNatural ? ' (natural)' : ''}`,
      ],
      outcome: view,
    };
  },
};
