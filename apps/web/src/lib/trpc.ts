import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@site/gateway/app-router';

/** The typed tRPC options proxy (`useTRPC()`) for the gateway's router. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type { AppRouter };
