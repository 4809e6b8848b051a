import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TGameEngineModule } from '../../../core/play/page/engine-module.js';
import { escapeHtml } from '../../../core/play/page/html.js';
import { gameContext } from '../../../core/play/page/launch-auth.js';
import type { TBaccaratStateReply, TTableBetReply } from '../../../core/play/page/replies.js';
import type { TDatabase } from '../../../db/client.js';
import type { TLiveBet } from '../../../db/schema-live.js';
import { registerResolver } from '../bets.js';
import { cardCode } from '../cards.js';
import { fairFloatStream } from '../fair-stream.js';
import { placeTableBet, tableBetBodySchema } from '../tables/table-bets.js';
import { timedTablePage } from '../tables/table-page.js';
import { findTable, roundFloats, tableForGame } from '../tables/table-store.js';
import { tableState } from '../tables/table-view.js';
import { liveText } from '../texts.js';
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

const api: FastifyPluginAsyncZod = async (app) => {
  app.get('/state', async (request): Promise<TBaccaratStateReply> => {
    const { launch, game } = gameContext(request);
    const table = tableForGame(app.db, game, ENGINE);
    return tableState(app.db, table, launch, (roundNo) => coupView(dealCoup(roundFloats(table, roundNo))));
  });

  app.post(
    '/bet',
    { schema: { body: tableBetBodySchema(BACCARAT_BETS) } },
    async (request): Promise<TTableBetReply> => {
      const { launch, game } = gameContext(request);
      const table = tableForGame(app.db, game, ENGINE);
      const { roundNo, stakes } = request.body;
      return placeTableBet(app.db, launch, table, {
        engine: ENGINE,
        roundNo,
        stakes,
        bets: BACCARAT_BETS,
        oddsOf: (bet) => BACCARAT_RETURNS[bet],
        detail: { table: table.name, tableId: table.id, roundNo, clientSeed: table.clientSeed },
        now: new Date(),
      });
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
