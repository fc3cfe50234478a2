import { describe, expect, it } from "vitest";
import { parseGameParam, withoutGame } from "./game-param";

describe("the game query parameter", () => {
  it("reads a game id and nothing else", () => {
    expect(parseGameParam("113")).toBe(113);
    expect(parseGameParam(" 7 ")).toBe(7);
    for (const value of [null, "", "0", "-1", "1.5", "lucky-lanterns", "1e3", "12345678901"]) {
      expect(parseGameParam(value)).toBeNull();
    }
  });

  it("closes the game by dropping only the game query", () => {
    expect(withoutGame("/lobby/", "?game=113")).toBe("/lobby/");
    expect(withoutGame("/library", "?category=hot&game=5", "#top")).toBe("/library?category=hot#top");
  });
});
