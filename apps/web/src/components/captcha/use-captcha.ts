import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { LIMITS } from '@site/contracts/domain';
import { useTRPC } from '../../lib/trpc';

/**
 * The captcha image from `session.captcha` (which also sets the captcha
 * cookie the next login is checked against). Loads when first shown;
 * `refresh` is ignored when called again within a second (docs/product.md §5).
 */
export const useCaptcha = (isShown: boolean) => {
  const trpc = useTRPC();
  const { mutate, data, isPending, isError } = useMutation(trpc.session.captcha.mutationOptions());
  const lastRequestAt = useRef(Number.NEGATIVE_INFINITY);

  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - lastRequestAt.current < LIMITS.captchaRefreshGuardMs) return;
    lastRequestAt.current = now;
    mutate();
  }, [mutate]);

  useEffect(() => {
    if (isShown) refresh();
  }, [isShown, refresh]);

  return { image: data?.image ?? null, isLoading: isPending, isError, refresh };
};

export type TCaptcha = ReturnType<typeof useCaptcha>;
