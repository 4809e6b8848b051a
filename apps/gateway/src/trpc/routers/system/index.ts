import { router } from '../../init.js';
import { countries } from './countries.js';
import { registerSettings } from './register-settings.js';
import { status } from './status.js';

/** The site's status and settings, for guests and members alike. */
export const systemRouter = router({ status, registerSettings, countries });
