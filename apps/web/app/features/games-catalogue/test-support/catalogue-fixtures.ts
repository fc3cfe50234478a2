import type { CachedGames, Game, GamesCatalogue } from "@casino/contracts";

/** A game of the catalogue as the server presents it, with what a test needs changed. */
export function game(id: number, overrides: Partial<Game> = {}): Game {
  const slug = overrides.slug ?? `game-${id}`;
  return {
    id,
    slug,
    name: `Game ${id}`,
    img: { x1: `/games-art/${slug}-1x.webp?v=1`, x2: `/games-art/${slug}-2x.webp?v=1` },
    logo: `/games-art/logos/${slug}.svg?v=1`,
    providerId: 1,
    provider: "Hearth & Reel",
    isNew: false,
    isHot: false,
    hasDemo: true,
    rtp: 96.1,
    volatility: "medium",
    description: "A test game.",
    ...overrides,
  };
}

const GAMES = [
  game(101, { name: "Lucky Lanterns" }),
  game(102, { name: "Ember Sevens", isNew: true }),
  game(201, { name: "Copper Crown", providerId: 2, provider: "Copperfox Studio" }),
];

/** A full list answer (`/api/rest/games`) that keeps every spec §5 rule. */
export function fullCatalogue(groupKey = "standard", games: Game[] = GAMES): GamesCatalogue {
  return {
    games,
    providers: [
      { id: 1, slug: "hearth-and-reel", name: "Hearth & Reel", logo: "/p1.svg", gamesCount: 2 },
      { id: 2, slug: "copperfox-studio", name: "Copperfox Studio", logo: "/p2.svg", gamesCount: 1 },
    ],
    issues: [
      { slug: "popular-games", title: "Popular games", icon: null, kind: "category" },
      { slug: "new-games", title: "New games", icon: null, kind: "category" },
    ],
    issueGamesIds: { "popular-games": [201, 101], "new-games": [102] },
    providerGamesIds: { "hearth-and-reel": [101, 102], "copperfox-studio": [201] },
    menu: [{ slug: "popular-games", title: "Popular games", icon: null }],
    groupKey,
  };
}

/** The cached answer (`/api/rest/games/get-cached-games`): the same catalogue with games keyed by id. */
export function cachedCatalogue(groupKey = "standard", games: Game[] = GAMES): CachedGames {
  const { games: list, ...rest } = fullCatalogue(groupKey, games);
  return { ...rest, games: Object.fromEntries(list.map((item) => [String(item.id), item])) };
}
