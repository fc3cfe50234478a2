import { describe, expect, it } from "vitest";
import { game } from "../test-support/catalogue-fixtures";
import { leadingGames, PREVIEW_COLUMNS, PREVIEW_ROWS, pagePreviewIds, rowPreviewIds } from "./row-preview";

describe("the first tiles of a row (issue #10)", () => {
  const ids = Array.from({ length: 20 }, (_, i) => i + 1);

  it("carries a few columns of the row's rows per slide", () => {
    expect(rowPreviewIds(ids, 1)).toEqual(ids.slice(0, PREVIEW_COLUMNS));
    expect(rowPreviewIds(ids, 3)).toEqual(ids.slice(0, 3 * PREVIEW_COLUMNS));
    expect(rowPreviewIds(ids, 0)).toEqual(ids.slice(0, PREVIEW_COLUMNS));
  });

  it("carries tiles of the first rows of a page only", () => {
    const rows = Array.from({ length: PREVIEW_ROWS + 2 }, (_, i) => ({
      gameIds: [100 * (i + 1) + 1, 100 * (i + 1) + 2],
      rowsPerSlide: 1,
    }));
    expect(pagePreviewIds(rows)).toEqual(rows.slice(0, PREVIEW_ROWS).flatMap((row) => row.gameIds));
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
