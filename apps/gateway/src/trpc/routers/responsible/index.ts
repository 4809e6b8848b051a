import { router } from '../../init.js';
import { askToReturn } from './ask-to-return.js';
import { cancelLimitChange } from './cancel-limit-change.js';
import { confirmLimit } from './confirm-limit.js';
import { overview } from './overview.js';
import { playSession } from './play-session.js';
import { setLimit } from './set-limit.js';
import { setRealityCheck } from './set-reality-check.js';
import { takeBreak } from './take-break.js';

/**
 * The responsible group (docs/decisions/0041-responsible-gaming.md): the
 * member's own limits, the reality check, breaks and the return after a
 * self-exclusion. Real members only: trial players have no limits.
 */
export const responsibleRouter = router({
  overview,
  setLimit,
  confirmLimit,
  cancelLimitChange,
  setRealityCheck,
  playSession,
  takeBreak,
  askToReturn,
});
