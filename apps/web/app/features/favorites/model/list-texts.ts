/** Translation keys of the `/issues/favorites` page: its title, the guest's invitation, the empty list. */
export const FAVORITES_LIST_TEXTS = {
  title: "games.favorites.title",
  guest: "games.favorites.guest",
  empty: "games.favorites.empty",
} as const;
