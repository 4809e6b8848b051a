import type { TGameEngineModule } from '../core/play/page/engine-module.js';
import { lotteryEngine } from '../domains/lottery/engine/lottery-engine.js';
import { bingoEngine } from './engines/bingo/bingo-engine.js';
import { fishEngine } from './engines/fish/fish-engine.js';
import { slotEngine } from './engines/slot/slot-engine.js';
import { LIVE_ENGINE_MODULES } from './live/engines.js';

/**
 * Every playable engine: its page, API and verify function (see README.md).
 * The live engines (baccarat, sportsbook, cockfight, poker) are added here too.
 */
export const GAME_ENGINE_MODULES: readonly TGameEngineModule[] = [
  slotEngine,
  fishEngine,
  bingoEngine,
  lotteryEngine,
  ...LIVE_ENGINE_MODULES,
];
