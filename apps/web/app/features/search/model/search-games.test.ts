import { describe, expect, it } from "vitest";
import { normalize, searchGames } from "./search-games";

const games = [
  { name: "Ember Sevens", provider: "Hearth & Reel" },
  { name: "Lucky Lanterns", provider: "Hearth & Reel" },
  { name: "Crown of Embers", provider: "Copperfox Studio" },
  { name: "Éclair Reels", provider: "Nimbus Forge" },
  { name: "Sevens Deluxe", provider: "Copperfox Studio" },
];
const names = (query: string) => searchGames(games, query).map((game) => game.name);

describe("searching the catalogue", () => {
  it("finds games by name, best matches first", () => {
    expect(names("ember")).toEqual(["Ember Sevens", "Crown of Embers"]);
    expect(names("sevens")).toEqual(["Sevens Deluxe", "Ember Sevens"]);
  });

  it("finds games by provider, after name matches", () => {
    expect(names("copperfox")).toEqual(["Crown of Embers", "Sevens Deluxe"]);
    expect(names("reel")).toEqual(["Éclair Reels", "Ember Sevens", "Lucky Lanterns"]);
  });

  it("ignores case, accents and extra spaces, and needs every word", () => {
    expect(names("  ECLAIR   reels ")).toEqual(["Éclair Reels"]);
    expect(names("lucky hearth")).toEqual(["Lucky Lanterns"]);
    expect(names("lucky copperfox")).toEqual([]);
  });

  it("does not search with fewer than two letters", () => {
    expect(names("e")).toEqual([]);
    expect(names(" ")).toEqual([]);
    expect(normalize("Ñandú  Wild")).toBe("nandu wild");
  });
});
