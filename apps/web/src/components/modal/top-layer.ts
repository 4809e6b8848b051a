/*
 * The modal dialogs now open, newest last. A modal dialog makes everything
 * outside it inert, so what must stay live above it (the toasts) renders
 * inside the newest one.
 */
let openDialogs: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

const change = (next: readonly HTMLDialogElement[]) => {
  openDialogs = next;
  for (const listener of listeners) listener();
};

/** Notes a dialog shown modal; the returned function notes it closed. */
export const openInTopLayer = (dialog: HTMLDialogElement): (() => void) => {
  change([...openDialogs, dialog]);
  return () => change(openDialogs.filter((open) => open !== dialog));
};

export const subscribeToTopLayer = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The newest open modal dialog, if any. */
export const topDialog = (): HTMLDialogElement | null => openDialogs.at(-1) ?? null;

/** How many modal dialogs are open now (a watch over a game waits while another dialog is up). */
export const openDialogCount = (): number => openDialogs.length;
