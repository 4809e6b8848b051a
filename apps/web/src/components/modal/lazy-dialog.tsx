import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens (keeping it out of the
 * first load) and then stays mounted, so it can fade out when it closes.
 */
export const lazyDialog = <TProps extends { open: boolean }>(load: () => Promise<ComponentType<TProps>>) => {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  const LazyDialog = (props: TProps) => {
    const [hasOpened, setHasOpened] = useState(props.open);
    if (props.open && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
  return LazyDialog;
};
