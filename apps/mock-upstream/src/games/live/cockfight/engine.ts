import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TGameEngineModule } from '../../../core/play/page/engine-module.js';
import { escapeHtml } from '../../../core/play/page/html.js';
import { gameContext } from '../../../core/play/page/launch-auth.js';
import type { TCockfightStateReply, TTableBetReply } from '../../../core/play/page/replies.js';
import type { TDatabase } from '../../../db/client.js';
import type { TLiveBet } from '../../../db/schema-live.js';
import { registerResolver } from '../bets.js';
import { fairFloatStream } from '../fair-stream.js';
import { placeTableBet, tableBetBodySchema } from '../tables/table-bets.js';
import { timedTablePage } from '../tables/table-page.js';
import { findTable, roundFloats, tableForGame } from '../tables/table-store.js';
import { tableState } from '../tables/table-view.js';
import { liveText } from '../texts.js';
import { COCKFIGHT_BETS, cockfightReturn, fightCard, playFight, type TCockfightBet } from './rules.js';

/**
 * Cockfight (DS88, DIG): fights timed like the baccarat table (30 s of
 * betting with the card and odds shown, 15 s of fight); meron and wala pay
 * their odds at bet time, a draw refunds them and pays 8:1.
 */
const ENGINE = 'cockfight';

registerResolver(ENGINE, (db: TDatabase, bet: TLiveBet) => {
  const table = findTable(db, bet.tableId ?? -1);
  if (!table || bet.roundNo === null) return { returnMinor: 0, outcome: { error: 'table gone' } };
  const fight = playFight(roundFloats(table, bet.roundNo));
  const returnMinor = bet.selections.reduce(
    (sum, selection) =>
      sum +
      cockfightReturn(
        selection.bet as TCockfightBet,
        selection.stakeMinor,
        selection.oddsHundredths,
        fight.winner,
      ),
    0,
  );
  return { returnMinor, outcome: { winner: fight.winner, meron: fight.card.meron, wala: fight.card.wala } };
});

const api: FastifyPluginAsyncZod = async (app) => {
  app.get('/state', async (request): Promise<TCockfightStateReply> => {
    const { launch, game } = gameContext(request);
    const table = tableForGame(app.db, game, ENGINE);
    const state = tableState(app.db, table, launch, (roundNo) => {
      const fight = playFight(roundFloats(table, roundNo));
      return { winner: fight.winner, durationSeconds: fight.durationSeconds };
    });
    // The card (roosters and odds) of the fight taking bets is public; its winner is not.
    return { ...state, card: fightCard(roundFloats(table, state.round.roundNo)) };
  });

  app.post(
    '/bet',
    { schema: { body: tableBetBodySchema(COCKFIGHT_BETS) } },
    async (request): Promise<TTableBetReply> => {
      const { launch, game } = gameContext(request);
      const table = tableForGame(app.db, game, ENGINE);
      const { roundNo, stakes } = request.body;
      const card = fightCard(roundFloats(table, roundNo));
      return placeTableBet(app.db, launch, table, {
        engine: ENGINE,
        roundNo,
        stakes,
        bets: COCKFIGHT_BETS,
        oddsOf: (bet) => card.odds[bet],
        detail: {
          arena: table.name,
          tableId: table.id,
          fightNo: roundNo,
          meron: card.meron,
          wala: card.wala,
        },
        now: new Date(),
      });
    },
  );
};

export const cockfightEngine: TGameEngineModule = {
  engine: ENGINE,
  scripts: ['live-common.js', 'cockfight.js'],
  styles: ['live.css'],
  renderBody: (page) => {
    const t = liveText(page.language);
    const spots = COCKFIGHT_BETS.map(
      (bet) =>
        `<button type="button" class="lv-spot lv-spot-${bet}" data-bet="${bet}"><span class="lv-spot-name">${escapeHtml(t[bet])}</span><span class="lv-spot-pay" data-odds-for="${bet}">…</span><span class="lv-spot-stake" data-stake-for="${bet}"></span></button>`,
    ).join('');
    return timedTablePage({
      variant: 'cockfight',
      texts: t,
      feltClass: 'cf-pit',
      felt: `    <div class="cf-corner cf-meron"><span class="cf-label">${escapeHtml(t.meron)}</span><strong id="cf-meron-name">…</strong></div>
    <div class="cf-vs" id="cf-vs">VS</div>
    <div class="cf-corner cf-wala"><span class="cf-label">${escapeHtml(t.wala)}</span><strong id="cf-wala-name">…</strong></div>`,
      spots,
      spotsClass: 'lv-spots-3',
    });
  },
  api,
  verify: (inputs) => {
    const fight = playFight(fairFloatStream(inputs.serverSeed, inputs.clientSeed, inputs.nonce));
    return {
      summary: [
        `Fight ${inputs.nonce}: ${fight.card.meron} (meron, ${fight.card.odds.meron / 100}) vs ${fight.card.wala} (wala, ${fight.card.odds.wala / 100})`,
        `Winner: ${fight.winner}`,
      ],
      outcome: fight,
    };
  },
};
