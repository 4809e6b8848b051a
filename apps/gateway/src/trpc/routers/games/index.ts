import { router } from '../../init.js';
import { addFavourite } from './add-favourite.js';
import { categoryWinners } from './category-winners.js';
import { favouriteIds } from './favourite-ids.js';
import { favourites } from './favourites.js';
import { hot } from './hot.js';
import { hotMatches } from './hot-matches.js';
import { launch } from './launch.js';
import { launchFb } from './launch-fb.js';
import { launchLottery } from './launch-lottery.js';
import { list } from './list.js';
import { pokerRooms } from './poker-rooms.js';
import { providers } from './providers.js';
import { recent } from './recent.js';
import { removeFavourite } from './remove-favourite.js';
import { trialLaunch } from './trial-launch.js';
import { types } from './types.js';
import { vendors } from './vendors.js';
import { winners } from './winners.js';

/** The games router (docs/history/games-interfaces.md, "Gateway procedures"). */
export const gamesRouter = router({
  vendors,
  types,
  list,
  hot,
  winners,
  categoryWinners,
  providers,
  hotMatches,
  favouriteIds,
  favourites,
  addFavourite,
  removeFavourite,
  recent,
  pokerRooms,
  launch,
  launchFb,
  launchLottery,
  trialLaunch,
});
