import { useMemo, useRef } from 'react';

/**
 * The requestId of a money action, made when the member confirms. Confirming
 * the very same values again (a retry after a failure) keeps the id, so the
 * upstream runs the action at most once; other values or a success start over.
 */
export const useRequestId = () => {
  const current = useRef<{ signature: string; id: string } | null>(null);
  return useMemo(
    () => ({
      forValues: (values: unknown): string => {
        const signature = JSON.stringify(values);
        if (current.current?.signature !== signature) {
          current.current = { signature, id: crypto.randomUUID() };
        }
        return current.current.id;
      },
      settle: () => {
        current.current = null;
      },
    }),
    [],
  );
};
