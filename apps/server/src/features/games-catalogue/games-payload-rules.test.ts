import { CachedGamesSchema, type Game, GamesCatalogueSchema } from "@casino/contracts";
import { describe, expect, it } from "vitest";

const game: Game = {
  id: 1,
  slug: "ember-sevens",
  name: "Ember Sevens",
  img: { x1: "/games-art/ember-sevens-1x.webp", x2: "/games-art/ember-sevens-2x.webp" },
  logo: "/games-art/logos/ember-sevens.svg",
  providerId: 1,
  provider: "Hearth & Reel",
  isNew: false,
  isHot: true,
  hasDemo: true,
  rtp: 95.9,
  volatility: "low",
  description: "Sevens glowing in the hearth.",
};
const provider = { id: 1, slug: "hearth-and-reel", name: "Hearth & Reel", logo: "/x.svg", gamesCount: 1 };
const valid = {
  games: [game],
  providers: [provider],
  issues: [],
  issueGamesIds: { slots: [1] },
  providerGamesIds: { "hearth-and-reel": [1] },
  menu: [],
  groupKey: "guest",
};

/** Spec §5: the client uses a games payload only when these hold; anything else is logged and dropped. */
describe("games payload rules (spec §5)", () => {
  it("accepts a catalogue with games, providers and grouped ids", () => {
    expect(GamesCatalogueSchema.safeParse(valid).success).toBe(true);
    expect(CachedGamesSchema.safeParse({ ...valid, games: { 1: game } }).success).toBe(true);
  });

  it("rejects an empty catalogue: no games", () => {
    expect(GamesCatalogueSchema.safeParse({ ...valid, games: [] }).success).toBe(false);
  });

  it("rejects a catalogue without providers", () => {
    expect(GamesCatalogueSchema.safeParse({ ...valid, providers: [] }).success).toBe(false);
    expect(GamesCatalogueSchema.safeParse({ ...valid, providers: undefined }).success).toBe(false);
  });

  it("rejects an empty issueGamesIds object", () => {
    expect(GamesCatalogueSchema.safeParse({ ...valid, issueGamesIds: {} }).success).toBe(false);
  });

  it("rejects a menu that is not an array", () => {
    expect(GamesCatalogueSchema.safeParse({ ...valid, menu: {} }).success).toBe(false);
  });

  it("rejects a cached catalogue whose games object is empty or a list", () => {
    expect(CachedGamesSchema.safeParse({ ...valid, games: {} }).success).toBe(false);
    expect(CachedGamesSchema.safeParse({ ...valid, games: [game] }).success).toBe(false);
  });
});
