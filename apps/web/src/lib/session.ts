import { useQuery } from '@tanstack/react-query';
import type { TMember } from '@site/contracts/api';
import { useTRPC } from './trpc';

type TSessionState = {
  member: TMember | null;
  /** True until the first answer of `session.me`. */
  isPending: boolean;
  /** The member still has to replace an insecure or expired password. */
  mustChangePassword: boolean;
};

/** Who is logged in, from `session.me` (member null when logged out). */
export const useSession = (): TSessionState => {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  return {
    member: me.data?.member ?? null,
    isPending: me.isPending,
    mustChangePassword: me.data?.mustChangePassword ?? false,
  };
};
