import { router } from './init.js';
import { accountRouter } from './routers/account/index.js';
import { agentRouter } from './routers/agent/index.js';
import { contentRouter } from './routers/content/index.js';
import { gamesRouter } from './routers/games/index.js';
import { liveRouter } from './routers/live/index.js';
import { lotteryRouter } from './routers/lottery/index.js';
import { recordsRouter } from './routers/records/index.js';
import { responsibleRouter } from './routers/responsible/index.js';
import { rewardsRouter } from './routers/rewards/index.js';
import { sessionRouter } from './routers/session/index.js';
import { systemRouter } from './routers/system/index.js';
import { walletRouter } from './routers/wallet/index.js';

export const appRouter = router({
  system: systemRouter,
  session: sessionRouter,
  account: accountRouter,
  wallet: walletRouter,
  content: contentRouter,
  games: gamesRouter,
  lottery: lotteryRouter,
  records: recordsRouter,
  agent: agentRouter,
  rewards: rewardsRouter,
  live: liveRouter,
  responsible: responsibleRouter,
});

/** The only thing the web app imports from the gateway, and only as a type. */
export type AppRouter = typeof appRouter;
