import { router } from '../../init.js';
import { collect } from './collect.js';
import { countries } from './countries.js';
import { helpCentre } from './help-centre.js';
import { location } from './location.js';
import { registerSettings } from './register-settings.js';
import { sendFeedback } from './send-feedback.js';
import { settings } from './settings.js';
import { status } from './status.js';
import { template } from './template.js';

/** The site's status and settings, the help centre and feedback, for guests and members alike, and its analytics beacon. */
export const systemRouter = router({
  status,
  registerSettings,
  countries,
  settings,
  location,
  template,
  collect,
  helpCentre,
  sendFeedback,
});
