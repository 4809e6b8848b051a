import type { TDownlineMemberKind } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../lib/i18n-keys';

export const MEMBER_KIND_KEYS: Record<TDownlineMemberKind, TMessageKey> = {
  player: tk('agent.role.player'),
  agent: tk('agent.role.agent'),
};
