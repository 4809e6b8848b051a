import { router } from '../../init.js';
import { imUrl } from './im-url.js';
import { launchChat } from './launch-chat.js';
import { permission } from './permission.js';
import { serviceScript } from './service-script.js';
import { topics } from './topics.js';
import { unreadCount } from './unread-count.js';

/** The live group: the member's chat with customer service (docs/decisions/0030-live-chat.md). */
export const liveRouter = router({ topics, serviceScript, imUrl, permission, unreadCount, launchChat });
