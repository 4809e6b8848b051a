import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TExecutor } from '../../../db/client.js';
import type { TMerchant } from '../../../db/schema.js';
import type { TGameRow } from '../../../db/schema-games.js';
import type { TGameLaunch } from '../../../db/schema-play.js';
import type { TFairInputs } from '../fair/fair-rng.js';
import type { TTexts } from './texts.js';

/** What a page (and an API call) of a launched game knows. */
export type TGameContext = { launch: TGameLaunch; game: TGameRow; merchant: TMerchant };

export type TPageContext = TGameContext & { language: string; text: TTexts };

/** A recomputed round for the verify page: lines of text and the raw outcome (shown as JSON). */
export type TVerifyResult = { summary: string[]; outcome: unknown };

/**
 * A playable engine (see src/games/README.md). Listed in `src/games/engines.ts`.
 */
export type TGameEngineModule = {
  /** The catalogue's `games.engine`; the page is `/games/play/<engine>`. */
  engine: string;
  /** Asset files (src/games/assets) loaded after shell.js, in order. */
  scripts: readonly string[];
  /** Extra stylesheets (src/games/assets) loaded after games.css. */
  styles?: readonly string[];
  /** The play area's HTML (escape dynamic text; no inline script or style). */
  renderBody: (page: TPageContext) => string;
  /** API routes mounted at `/games/api/<engine>`, behind the X-Launch-Token hook. */
  api?: FastifyPluginAsyncZod;
  /** Engine facts merged into the session reply's `game` (paytable, bet levels, ...). */
  sessionInfo?: (context: TGameContext) => Record<string, unknown>;
  /** Recomputes a round from its fair inputs with the same function as play. */
  verify?: (inputs: TFairInputs, query: Record<string, string | undefined>, db: TExecutor) => TVerifyResult;
};
