import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fairFloats, type TFairInputs } from '../../../core/play/fair/fair-rng.js';
import type { TGameEngineModule, TPageContext } from '../../../core/play/page/engine-module.js';
import { escapeHtml } from '../../../core/play/page/html.js';
import { gameContext } from '../../../core/play/page/launch-auth.js';
import type { TFishSessionGame, TFishShotReply } from '../../../core/play/page/replies.js';
import { playInstantRound } from '../../../core/play/rounds/play-round.js';
import { WireError } from '../../../wire/envelope.js';
import { defaultBetLevels } from '../../page/bet-levels.js';

/**
 * The fish shooter: every shot is a small bet at one fish; the server decides
 * the hit with the player's fair RNG. A fish of multiplier m is caught with
 * probability RTP / m and pays bet × m, so every shot returns exactly
 * {@link FISH_RTP} on average whatever fish is aimed at.
 */
export const FISH_RTP = 0.96;

export const FISH_TYPES = [
  { id: 'clownfish', multiplier: 2 },
  { id: 'pufferfish', multiplier: 3 },
  { id: 'turtle', multiplier: 5 },
  { id: 'lionfish', multiplier: 8 },
  { id: 'octopus', multiplier: 10 },
  { id: 'ray', multiplier: 20 },
  { id: 'shark', multiplier: 50 },
  { id: 'whale', multiplier: 100 },
  { id: 'dragon', multiplier: 200 },
] as const;
export type TFishId = (typeof FISH_TYPES)[number]['id'];

/** Shots cost cents: 0.10 to 10.00. */
const FISH_BET_LEVELS_MINOR = [10, 20, 50, 100, 200, 500, 1_000];

export const fishHitProbability = (multiplier: number): number => FISH_RTP / multiplier;

/** A shot's outcome from its fair inputs: float < RTP / multiplier → caught. */
export const fishShotOutcome = (inputs: TFairInputs, fishId: string) => {
  const fish = FISH_TYPES.find((candidate) => candidate.id === fishId);
  if (!fish) throw new RangeError(`unknown fish ${fishId}`);
  const [float = 1] = fairFloats(inputs, 1);
  const threshold = fishHitProbability(fish.multiplier);
  return { fish: fish.id, multiplier: fish.multiplier, float, threshold, isHit: float < threshold };
};

const fishApi: FastifyPluginAsyncZod = async (app) => {
  /** `POST /games/api/fish/shoot {betMinor, fish}` → hit or miss, win and balance. */
  app.post(
    '/shoot',
    {
      schema: {
        body: z.strictObject({
          betMinor: z.number().int().positive(),
          fish: z.enum(FISH_TYPES.map((fish) => fish.id) as [TFishId, ...TFishId[]]),
        }),
      },
    },
    async (request): Promise<TFishShotReply> => {
      const { launch, game } = gameContext(request);
      const { betMinor, fish } = request.body;
      if (!defaultBetLevels(game.minBetMinor, FISH_BET_LEVELS_MINOR).includes(betMinor))
        throw new WireError(400, 'validation_failed', 'Not an offered bet level', {
          fieldErrors: { betMinor: 'validation.invalid' },
        });
      let shot: ReturnType<typeof fishShotOutcome> | undefined;
      const played = playInstantRound(app.db, launch, {
        engine: 'fish',
        betMinor,
        decide: (fair) => {
          shot = fishShotOutcome(fair, fish);
          return { winMinor: shot.isHit ? betMinor * shot.multiplier : 0, detail: { ...shot, betMinor } };
        },
      });
      return {
        roundId: played.round.roundId,
        isHit: shot?.isHit ?? false,
        multiplier: shot?.multiplier ?? 0,
        winMinor: played.round.winMinor,
        balanceMinor: played.balanceMinor,
        fair: {
          serverSeedHash: played.fair.serverSeedHash,
          clientSeed: played.fair.clientSeed,
          nonce: played.fair.nonce,
        },
      };
    },
  );
};

const renderFishBody = (page: TPageContext): string => `<section class="fish">
<canvas id="fish-sea" class="f-sea" width="880" height="560" aria-label="${escapeHtml(page.text.shoot)}"></canvas>
<p class="f-hint">${escapeHtml(page.text.shoot)} · RTP ${(FISH_RTP * 100).toFixed(2)}%</p>
<ul class="f-table" id="fish-table">${FISH_TYPES.map(
  (fish) => `<li data-fish="${fish.id}"><span class="f-dot f-${fish.id}"></span>×${fish.multiplier}</li>`,
).join('')}</ul>
</section>`;

export const fishEngine: TGameEngineModule = {
  engine: 'fish',
  scripts: ['fish.js'],
  renderBody: renderFishBody,
  api: fishApi,
  sessionInfo: ({ game }): TFishSessionGame & { betLevelsMinor: number[] } => ({
    betLevelsMinor: defaultBetLevels(game.minBetMinor, FISH_BET_LEVELS_MINOR),
    fish: FISH_TYPES.map((fish) => ({ ...fish, hitProbability: fishHitProbability(fish.multiplier) })),
    rtp: FISH_RTP,
  }),
  verify: (inputs, query) => {
    const fish = query.fish ?? 'clownfish';
    const outcome = fishShotOutcome(inputs, fish);
    return {
      summary: [
        `Float: ${outcome.float.toFixed(8)}`,
        `${outcome.fish} (×${outcome.multiplier}) is caught when float < ${outcome.threshold.toFixed(6)}: ${outcome.isHit ? 'HIT' : 'miss'}`,
        ...FISH_TYPES.map(
          (type) =>
            `${type.id} ×${type.multiplier}: ${outcome.float < fishHitProbability(type.multiplier) ? 'hit' : 'miss'}`,
        ),
      ],
      outcome,
    };
  },
};
