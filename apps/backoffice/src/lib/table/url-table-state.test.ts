import { describe, expect, it } from "vitest";
import { readTableState, writeTableState } from "./url-table-state";

describe("a table's state in the URL", () => {
  it("reads sorting, search and page from a shared link", () => {
    expect(readTableState(new URLSearchParams("sort=-lastSignInAt&q=ann&page=3&size=50"))).toEqual({
      sorting: [{ id: "lastSignInAt", desc: true }],
      search: "ann",
      pagination: { pageIndex: 2, pageSize: 50 },
    });
  });

  it("falls back to the defaults on a page or size nobody offers", () => {
    expect(readTableState(new URLSearchParams("page=-4&size=7")).pagination).toEqual({
      pageIndex: 0,
      pageSize: 25,
    });
  });

  it("writes only what differs from the defaults, and keeps other tables' and screens' keys", () => {
    const params = writeTableState(
      new URLSearchParams("role=admin&staff.q=old"),
      { sorting: [{ id: "email", desc: false }], search: "", pagination: { pageIndex: 1, pageSize: 25 } },
      "staff",
    );
    expect(params.toString()).toBe("role=admin&staff.sort=email&staff.page=2");
    expect(readTableState(params, "staff").sorting).toEqual([{ id: "email", desc: false }]);
  });
});
