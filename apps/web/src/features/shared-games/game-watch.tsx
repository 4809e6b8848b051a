import { createContext, type ReactNode, useContext } from 'react';

/** What a game's host lets a watch over the game do. */
export type TGameWatchProps = {
  /** The game is shown in a dialog (the game popup) rather than in the page. */
  isInDialog: boolean;
  /** Closes the game (the popup closes; a game page is left for home). */
  onStop: () => void;
  /** Closes the game and opens the member's betting history. */
  onShowHistory: () => void;
};

/**
 * What watches a real member's game while it is open (the reality check of
 * the responsible feature), supplied by the app layer; nothing without it.
 */
export const GameWatchContext = createContext<((props: TGameWatchProps) => ReactNode) | null>(null);

/** Rendered by each host of a real member's game (the game popup, the game pages) while the game is shown. */
export const GameWatch = (props: TGameWatchProps) => {
  const renderWatch = useContext(GameWatchContext);
  return renderWatch ? renderWatch(props) : null;
};
