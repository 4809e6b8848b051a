/** What a heart click does, given the latest favourite ids and the state the user asked for. */
export type TFavouriteStep = 'add' | 'remove' | 'skip';

/**
 * Spec section 4: adding is skipped when the game is already a favourite;
 * removing a game that is not one is skipped too.
 */
export const favouriteStep = (
  ids: readonly string[],
  nodeId: string,
  wantFavourite: boolean,
): TFavouriteStep => {
  const isFavourite = ids.includes(nodeId);
  if (wantFavourite) return isFavourite ? 'skip' : 'add';
  return isFavourite ? 'remove' : 'skip';
};
