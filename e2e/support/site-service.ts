import type { APIRequestContext } from '@playwright/test';
import { E2E_MOCK_URL } from './stack';

type TWireGame = { nodeId: string | number; gameId: string | number; vassalage: string };

/** `/seamless` with a real slot of the catalogue in its query: the page a seamless-wallet game fills. */
export const seamlessGamePath = async (request: APIRequestContext): Promise<string> => {
  const response = await request.get(`${E2E_MOCK_URL}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1`, {
    headers: { Merchant: 'demo' },
  });
  const game = ((await response.json()) as { value: { games: TWireGame[] } }).value.games[0];
  if (!game) throw new Error('the catalogue has no slot');
  const query = new URLSearchParams({
    vassalage: game.vassalage,
    nodeId: String(game.nodeId),
    gameId: String(game.gameId),
  });
  return `/seamless?${query}`;
};

/** The feedback QA reads (GET /__qa/feedback), newest first. */
export type TQaFeedback = {
  id: number;
  memberId: number | null;
  content: string;
  images: { mimeType: string; bytes: number }[];
};
