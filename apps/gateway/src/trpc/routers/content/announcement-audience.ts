import type { ANNOUNCEMENT_EXECUTIONS, TWireAnnouncement } from '@site/contracts';

type TExecution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];

/** Spec §4: guests see execution B; members A, plus F right after their first login. */
export const audiencesOf = (isMember: boolean, isFirstLogin: boolean): TExecution[] => {
  if (!isMember) return ['B'];
  return isFirstLogin ? ['A', 'F'] : ['A'];
};

/** Filtered here too: an upstream that ignores `execution` must not show guests the members' items. */
export const forAudiences = (items: readonly TWireAnnouncement[], audiences: readonly TExecution[]) =>
  items.filter((item) => !item.execution || audiences.includes(item.execution));
