import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ESPORTS_PROVIDERS } from '@site/contracts';
import { hashServerSeed, newServerSeed } from '../../../core/play/fair/fair-rng.js';
import type { TGameEngineModule } from '../../../core/play/page/engine-module.js';
import { escapeHtml } from '../../../core/play/page/html.js';
import { gameContext } from '../../../core/play/page/launch-auth.js';
import type {
  TFixtureReply,
  TSportsbookBetReply,
  TSportsbookReply,
} from '../../../core/play/page/replies.js';
import { balanceOf } from '../../../core/play/seamless-wallet.js';
import type { TDatabase, TExecutor } from '../../../db/client.js';
import type { TGameRow } from '../../../db/schema-games.js';
import { liveBets, sportResults, type TLiveBet } from '../../../db/schema-live.js';
import { WireError } from '../../../wire/envelope.js';
import { betView, checkStake, placeBet, registerResolver, settleDueBets } from '../bets.js';
import { fairFloatStream } from '../fair-stream.js';
import { liveText } from '../texts.js';
import {
  dayNumberOf,
  decideFixture,
  fixtureById,
  fixturesOfDay,
  oddsOf,
  singleReturn,
  SPORT_PROFILES,
  type TFixture,
  type TFixtureResult,
  type TSelection,
  type TSportFeed,
} from './fixtures.js';

/**
 * The sportsbook (IBC, SBT, FB and the e-sports vendors): the day's fixtures
 * of the game's feed, pre-match singles at the listed odds; a fixture's result
 * is drawn from its own seed (hash shown from the first listing) when the
 * match is over, and singles settle on the first read after that.
 */
const ENGINE = 'sportsbook';
const MIN_STAKE_MINOR = 100;
const MAX_STAKE_MINOR = 2_000_000;
/** Finished matches stay listed this long, with their result. */
const RESULTS_KEPT_MS = 6 * 3_600_000;

export const feedOfGame = (game: Pick<TGameRow, 'gameType' | 'vassalage'>): TSportFeed =>
  game.gameType === 'ESPORTS' || (ESPORTS_PROVIDERS as readonly string[]).includes(game.vassalage)
    ? 'ESPORTS'
    : 'SPORTS';

/** Makes the seeds of fixtures not seen before; returns every listed fixture's row. */
const ensureResultRows = (db: TExecutor, fixtures: readonly TFixture[], now: Date) => {
  if (fixtures.length === 0) return new Map<string, typeof sportResults.$inferSelect>();
  for (const fixture of fixtures) {
    const serverSeed = newServerSeed();
    db.insert(sportResults)
      .values({
        fixtureId: fixture.fixtureId,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        createdAt: now,
      })
      .onConflictDoNothing()
      .run();
  }
  const rows = db
    .select()
    .from(sportResults)
    .where(
      inArray(
        sportResults.fixtureId,
        fixtures.map((fixture) => fixture.fixtureId),
      ),
    )
    .all();
  return new Map(rows.map((row) => [row.fixtureId, row]));
};

/** The fixture's result, drawn (once) from its seed when the match is over; null before. */
export const resultOf = (db: TExecutor, fixture: TFixture, now: Date): TFixtureResult | null => {
  if (now.getTime() < fixture.endsAt) return null;
  const row = ensureResultRows(db, [fixture], now).get(fixture.fixtureId)!;
  if (row.result) return row.result as TFixtureResult;
  const result = decideFixture(fixture, fairFloatStream(row.serverSeed, fixture.fixtureId, 0));
  db.update(sportResults)
    .set({ result, decidedAt: now })
    .where(and(eq(sportResults.fixtureId, fixture.fixtureId), isNull(sportResults.result)))
    .run();
  return (db.select().from(sportResults).where(eq(sportResults.fixtureId, fixture.fixtureId)).get()!.result ??
    result) as TFixtureResult;
};

registerResolver(ENGINE, (db: TDatabase, bet: TLiveBet, now: Date) => {
  const fixture = fixtureById(bet.fixtureId ?? '');
  const result = fixture ? resultOf(db, fixture, now) : null;
  if (!fixture || !result) return { returnMinor: bet.stakeMinor, outcome: { void: true } };
  const returnMinor = bet.selections.reduce(
    (sum, selection) =>
      sum + singleReturn(selection.bet as TSelection, selection.stakeMinor, selection.oddsHundredths, result),
    0,
  );
  return { returnMinor, outcome: result };
});

const fixtureStatus = (fixture: TFixture, now: number): TFixtureReply['status'] =>
  now < fixture.kickoffAt ? 'upcoming' : now < fixture.endsAt ? 'live' : 'finished';

/** Yesterday's late matches, today's and tomorrow's, from recent results to upcoming. */
export const listFixtures = (db: TExecutor, feed: TSportFeed, now: Date) => {
  const day = dayNumberOf(now.getTime());
  const fixtures = [day - 1, day, day + 1]
    .flatMap((dayNo) => fixturesOfDay(feed, dayNo))
    .filter((fixture) => fixture.endsAt > now.getTime() - RESULTS_KEPT_MS);
  const rows = ensureResultRows(db, fixtures, now);
  return fixtures.map((fixture) => {
    const status = fixtureStatus(fixture, now.getTime());
    const row = rows.get(fixture.fixtureId)!;
    return {
      fixtureId: fixture.fixtureId,
      sport: fixture.sport,
      sportLabel: SPORT_PROFILES[fixture.sport].label,
      league: fixture.league,
      home: fixture.home,
      away: fixture.away,
      kickoffAt: fixture.kickoffAt,
      endsAt: fixture.endsAt,
      status,
      markets: fixture.selections.map((selection, index) => ({ selection, odds: fixture.odds[index]! })),
      serverSeedHash: row.serverSeedHash,
      ...(status === 'finished' ? { result: resultOf(db, fixture, now), serverSeed: row.serverSeed } : {}),
    };
  });
};

const myBets = (db: TExecutor, launchId: number) =>
  db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.launchId, launchId), eq(liveBets.engine, ENGINE)))
    .orderBy(desc(liveBets.id))
    .limit(30)
    .all()
    .map((bet) => {
      const fixture = fixtureById(bet.fixtureId ?? '');
      return { ...betView(bet), match: fixture ? `${fixture.home} v ${fixture.away}` : bet.fixtureId };
    });

const api: FastifyPluginAsyncZod = async (app) => {
  app.get('/fixtures', async (request): Promise<TSportsbookReply> => {
    const { launch, game } = gameContext(request);
    const now = new Date();
    settleDueBets(app.db, now);
    return {
      feed: feedOfGame(game),
      now: now.getTime(),
      fixtures: listFixtures(app.db, feedOfGame(game), now),
      myBets: myBets(app.db, launch.id),
      balanceMinor: balanceOf(app.db, launch),
      limits: { minStakeMinor: Math.max(MIN_STAKE_MINOR, game.minBetMinor), maxStakeMinor: MAX_STAKE_MINOR },
    };
  });

  app.post(
    '/bet',
    {
      schema: {
        body: z.strictObject({
          fixtureId: z.string().min(1).max(64),
          selection: z.enum(['home', 'draw', 'away']),
          stakeMinor: z.number().int(),
          /** The odds the player saw; a different price is refused. */
          odds: z.number().int().optional(),
        }),
      },
    },
    async (request): Promise<TSportsbookBetReply> => {
      const { launch, game } = gameContext(request);
      const now = new Date();
      const { fixtureId, selection, stakeMinor } = request.body;
      const fixture = fixtureById(fixtureId);
      if (!fixture || fixture.feed !== feedOfGame(game))
        throw new WireError(400, 'request_param_err', 'Unknown fixture');
      if (now.getTime() >= fixture.kickoffAt)
        throw new WireError(400, 'request_param_err', 'The match has started');
      const odds = oddsOf(fixture, selection);
      if (odds === undefined) throw new WireError(400, 'request_param_err', 'No such selection');
      if (request.body.odds !== undefined && request.body.odds !== odds) {
        throw new WireError(400, 'request_param_err', 'The odds have changed');
      }
      checkStake(stakeMinor, Math.max(MIN_STAKE_MINOR, game.minBetMinor), MAX_STAKE_MINOR);
      const placed = placeBet(app.db, launch, {
        engine: ENGINE,
        selections: [{ bet: selection, stakeMinor, oddsHundredths: odds }],
        settleAfter: new Date(fixture.endsAt),
        fixtureId,
        detail: {
          fixtureId,
          sport: fixture.sport,
          league: fixture.league,
          match: `${fixture.home} v ${fixture.away}`,
          kickoffAt: fixture.kickoffAt,
        },
        now,
      });
      return { roundId: placed.bet.roundId, balanceMinor: placed.balanceMinor, odds };
    },
  );
};

export const sportsbookEngine: TGameEngineModule = {
  engine: ENGINE,
  scripts: ['live-common.js', 'sportsbook.js'],
  styles: ['live.css'],
  renderBody: (page) => {
    const t = liveText(page.language);
    return `<section class="sb" data-t="${escapeHtml(JSON.stringify(t))}">
  <nav class="sb-tabs" id="sb-tabs" aria-label="${escapeHtml(t.fixtures)}"></nav>
  <div id="sb-list" class="sb-list" aria-live="polite"></div>
  <aside class="sb-slip" id="sb-slip" hidden>
    <h3>${escapeHtml(t.betslip)}</h3>
    <p id="sb-slip-pick" class="sb-slip-pick"></p>
    <form id="sb-slip-form" class="g-inline"><label>${escapeHtml(t.stake)} <input id="sb-stake" inputmode="decimal" autocomplete="off"></label><button type="submit" class="g-btn g-primary">${escapeHtml(t.confirm)}</button><button type="button" class="g-btn" id="sb-slip-close">&#215;</button></form>
    <p class="sb-return">${escapeHtml(t.toReturn)} <strong id="sb-return">0.00</strong></p>
  </aside>
  <h3 class="lv-h">${escapeHtml(t.myBets)}</h3>
  <ul id="lv-mybets" class="lv-mybets"></ul>
</section>`;
  },
  api,
  verify: (inputs, query) => {
    const fixture = fixtureById(query.fixtureId ?? inputs.clientSeed);
    if (!fixture)
      return { summary: ['Give the fixture id as the client seed (or ?fixtureId=).'], outcome: null };
    const result = decideFixture(
      fixture,
      fairFloatStream(inputs.serverSeed, fixture.fixtureId, inputs.nonce),
    );
    return {
      summary: [
        `${fixture.home} v ${fixture.away} (${fixture.league})`,
        `Probabilities ${fixture.probabilities.map((p) => p.toFixed(3)).join(' / ')}`,
        `Result: ${result.selection} ${result.homeScore}-${result.awayScore}`,
      ],
      outcome: result,
    };
  },
};
