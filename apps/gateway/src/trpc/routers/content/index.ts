import { router } from '../../init.js';
import { banners } from './banners.js';
import { notices } from './notices.js';
import { popups } from './popups.js';
import { promotions } from './promotions.js';

export const contentRouter = router({ promotions, banners, popups, notices });
