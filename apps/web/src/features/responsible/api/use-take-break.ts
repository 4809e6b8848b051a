import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRestriction } from '@site/contracts/api';
import type { TBreakKind } from '@site/contracts/domain';
import { useTRPC } from '../../../lib/trpc';
import { useForgetSession } from '../../shared-auth/api/use-forget-session';

type TTakeBreakOptions = {
  /** The break has started (the member is signed out): leave member pages and say until when. */
  onTaken: (restriction: TRestriction, kind: TBreakKind) => void;
};

/**
 * `responsible.takeBreak`: a time-out or self-exclusion. The gateway signs
 * the member out as it starts, so the session is forgotten here (the shell
 * shows a visitor), the caller leaves member pages, and then every query is
 * read again as a visitor's.
 */
export const useTakeBreak = ({ onTaken }: TTakeBreakOptions) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const forgetSession = useForgetSession();
  return useMutation(
    trpc.responsible.takeBreak.mutationOptions({
      onSuccess: ({ restriction }, input) => {
        forgetSession();
        onTaken(restriction, input.kind);
        void queryClient.invalidateQueries();
      },
    }),
  );
};
