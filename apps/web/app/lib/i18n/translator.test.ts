import { describe, expect, it } from "vitest";
import { createTranslator } from "./translator";

describe("translator", () => {
  const dictionary = {
    "home.title": "Welcome to {{brand}}",
    "games.results_one": "{{count}} game",
    "games.results_other": "{{count}} games",
    "search.results": "{{count}} results for {{query}}",
    "player.name": "Hi {{player.name}}",
  };

  it("fills placeholders, also dotted ones, and leaves nothing for a missing value", () => {
    const { t } = createTranslator("en", dictionary);
    expect(t("home.title", { brand: "FunRize" })).toBe("Welcome to FunRize");
    expect(t("player.name", { player: { name: "Ana" } })).toBe("Hi Ana");
    expect(t("home.title")).toBe("Welcome to {{brand}}");
    expect(t("home.title", {})).toBe("Welcome to ");
  });

  it("picks the plural form of the locale from count, and the plain key when there are no forms", () => {
    const en = createTranslator("en", dictionary);
    expect(en.t("games.results", { count: 1 })).toBe("1 game");
    expect(en.t("games.results", { count: 0 })).toBe("0 games");
    expect(en.t("games.results", { count: 12 })).toBe("12 games");
    expect(en.t("search.results", { count: 1, query: "fox" })).toBe("1 results for fox");
  });

  it("shows a key the dictionary lacks as itself", () => {
    expect(createTranslator("es", dictionary).t("no.such.key")).toBe("no.such.key");
    expect(createTranslator("en", null).t("home.title")).toBe("home.title");
  });
});
