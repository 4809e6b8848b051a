import type { TGameEngineModule } from '../../core/play/page/engine-module.js';
import { baccaratEngine } from './baccarat/engine.js';
import { cockfightEngine } from './cockfight/engine.js';
import { pokerEngine } from './poker/engine.js';
import { sportsbookEngine } from './sportsbook/engine.js';

/** The live and table engines, listed in the games registry (`src/games/engines.ts`). */
export const LIVE_ENGINE_MODULES: readonly TGameEngineModule[] = [
  baccaratEngine,
  sportsbookEngine,
  cockfightEngine,
  pokerEngine,
];
