import { router } from '../../init.js';
import { banners } from './banners.js';
import { downloads } from './downloads.js';
import { inbox } from './inbox.js';
import { jackpot } from './jackpot.js';
import { layoutPromotions } from './layout-promotions.js';
import { lobbyNews } from './lobby-news.js';
import { markAnnouncementsRead } from './mark-announcements-read.js';
import { markRead } from './mark-read.js';
import { notices } from './notices.js';
import { popups } from './popups.js';
import { promotionAnnouncements } from './promotion-announcements.js';
import { promotionCategories } from './promotion-categories.js';
import { unreadCount } from './unread-count.js';

export const contentRouter = router({
  banners,
  popups,
  notices,
  markAnnouncementsRead,
  inbox,
  unreadCount,
  markRead,
  jackpot,
  lobbyNews,
  downloads,
  promotionCategories,
  promotionAnnouncements,
  layoutPromotions,
});
