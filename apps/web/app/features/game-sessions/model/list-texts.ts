/** Translation keys of the `/issues/last-games` page: its title, the guest's invitation, the empty list. */
export const LAST_GAMES_LIST_TEXTS = {
  title: "games.lastGames.title",
  guest: "games.lastGames.guest",
  empty: "games.lastGames.empty",
} as const;
