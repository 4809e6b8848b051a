/**
 * Timed and table games: live baccarat, sportsbook fixtures, cockfight
 * fights, poker rooms. Loaded by drizzle-kit on its own: no local imports.
 */
export {};
