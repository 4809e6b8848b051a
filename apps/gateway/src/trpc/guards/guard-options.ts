import type { TContext } from '../context.js';

/**
 * What a guard middleware needs of tRPC's middleware options. Guards are
 * placed after `.input()`, so `input` is the parsed, typed input.
 */
export type TGuardOptions<TInput, TResult> = {
  ctx: TContext;
  input: TInput;
  next: () => Promise<TResult>;
};
