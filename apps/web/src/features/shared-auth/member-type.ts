import { isAgentType, isTrialType } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../lib/i18n-keys';

/** The i18n key naming a member type: player, trial, or agent (agent keys take `{{type}}`). */
export const memberTypeLabelKey = (type: number): TMessageKey => {
  if (isTrialType(type)) return tk('member.type_trial');
  if (isAgentType(type)) return tk('member.type_agent');
  return tk('member.type_player');
};
