import { useEffect } from 'react';
import { watchLotteryGame } from '../../../lib/realtime';

/**
 * Watches the game's live draws while the page shows it: the app's live
 * updates (app/live-updates.tsx) then refresh its countdown, board and history
 * on each `lottery:draw`.
 */
export const useLotteryWatch = (gameCode: string | null) => {
  useEffect(() => (gameCode ? watchLotteryGame(gameCode) : undefined), [gameCode]);
};
