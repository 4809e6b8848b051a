import { router } from '../../init.js';
import { countries } from './countries.js';
import { helpCentre } from './help-centre.js';
import { registerSettings } from './register-settings.js';
import { sendFeedback } from './send-feedback.js';
import { status } from './status.js';

/** The site's status and settings, the help centre and feedback, for guests and members alike. */
export const systemRouter = router({ status, registerSettings, countries, helpCentre, sendFeedback });
