import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { LIMITS } from '@site/contracts/domain';
import { useTRPC } from '../../../lib/trpc';

/** Loads a challenge when first shown; `refresh` is ignored when called again within a second (docs/product.md §5). */
const useGuardedLoad = (isShown: boolean, load: () => void) => {
  const lastRequestAt = useRef(Number.NEGATIVE_INFINITY);
  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - lastRequestAt.current < LIMITS.captchaRefreshGuardMs) return;
    lastRequestAt.current = now;
    load();
  }, [load]);
  useEffect(() => {
    if (isShown) refresh();
  }, [isShown, refresh]);
  return refresh;
};

/** The captcha image from `session.captcha` (which also sets the captcha cookie the next login is checked against). */
export const useCaptcha = (isShown: boolean) => {
  const trpc = useTRPC();
  const { mutate, data, isPending, isError } = useMutation(trpc.session.captcha.mutationOptions());
  const refresh = useGuardedLoad(isShown, mutate);
  // `renew`: after an answer used the captcha up, a new one whatever the guard says.
  return { image: data?.image ?? null, isLoading: isPending, isError, refresh, renew: mutate };
};

export type TCaptcha = ReturnType<typeof useCaptcha>;

/** The slide captcha's puzzle from `session.slideCaptcha` (GEETEST3; its challenge stays in the session). */
export const useSlideCaptcha = (isShown: boolean) => {
  const trpc = useTRPC();
  const { mutate, data, isPending, isError } = useMutation(trpc.session.slideCaptcha.mutationOptions());
  const refresh = useGuardedLoad(isShown, mutate);
  return { gap: data?.gap ?? null, isLoading: isPending, isError, refresh, renew: mutate };
};

export type TSlideCaptcha = ReturnType<typeof useSlideCaptcha>;
