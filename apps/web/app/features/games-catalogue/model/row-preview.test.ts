import { describe, expect, it } from "vitest";
import { game } from "../test-support/catalogue-fixtures";
import { leadingGames, PREVIEW_COLUMNS, rowPreviewIds } from "./row-preview";

describe("the first tiles of a row (issue #10)", () => {
  const ids = Array.from({ length: 20 }, (_, i) => i + 1);

  it("carries a few columns of the row's rows per slide", () => {
    expect(rowPreviewIds(ids, 1)).toEqual(ids.slice(0, PREVIEW_COLUMNS));
    expect(rowPreviewIds(ids, 3)).toEqual(ids.slice(0, 3 * PREVIEW_COLUMNS));
    expect(rowPreviewIds(ids, 0)).toEqual(ids.slice(0, PREVIEW_COLUMNS));
  });

  it("draws the leading run of the preview, never a later game before a missing one", () => {
    const byId = { 1: game(1), 2: game(2), 4: game(4) };
    expect(leadingGames(byId, [1, 2, 3, 4], false).map((g) => g.id)).toEqual([1, 2]);
  });

  it("with the whole catalogue leaves out only the games it does not hold", () => {
    const byId = { 1: game(1), 2: game(2), 4: game(4) };
    expect(leadingGames(byId, [1, 2, 3, 4], true).map((g) => g.id)).toEqual([1, 2, 4]);
  });
});
