import type {
  TContractEndReason,
  TContractPeriod,
  TContractStatus,
  TContractType,
} from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';

export const CONTRACT_TYPE_KEYS: Record<TContractType, TMessageKey> = {
  dividend: tk('agent.contract.type.dividend'),
  daily: tk('agent.contract.type.daily'),
  hourly: tk('agent.contract.type.hourly'),
  realtime: tk('agent.contract.type.realtime'),
};

export const CONTRACT_PERIOD_KEYS: Record<TContractPeriod, TMessageKey> = {
  realtime: tk('agent.contract.period.realtime'),
  hourly: tk('agent.contract.period.hourly'),
  daily: tk('agent.contract.period.daily'),
  weekly: tk('agent.contract.period.weekly'),
  semimonthly: tk('agent.contract.period.semimonthly'),
  monthly: tk('agent.contract.period.monthly'),
};

export const CONTRACT_STATUS_KEYS: Record<TContractStatus, TMessageKey> = {
  offered: tk('agent.contract.status.offered'),
  active: tk('agent.contract.status.active'),
  rejected: tk('agent.contract.status.rejected'),
  termination_requested: tk('agent.contract.status.termination_requested'),
  terminated: tk('agent.contract.status.terminated'),
};

export const CONTRACT_END_KEYS: Record<TContractEndReason, TMessageKey> = {
  rejected: tk('agent.contract.end.rejected'),
  terminated: tk('agent.contract.end.terminated'),
  replaced: tk('agent.contract.end.replaced'),
  auto_terminated: tk('agent.contract.end.auto_terminated'),
};
