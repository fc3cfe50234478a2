import { BRANDS, type SsrContext, type Transport } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { guestAppInit, playerAppInit } from "../../lib/test-support/app-init-fixtures";
import { loadPromotionsPage } from "./promotions.server";

/** A load context whose API answers app init and the promotions page, recording what was asked. */
function contextAnswering(appInit: unknown) {
  const asked: string[] = [];
  const transport: Transport = async (request) => {
    const path = request.url.split("?")[0] ?? request.url;
    asked.push(path);
    if (path === "/rest/app/init/") return { status: 200, json: appInit };
    if (path === "/rest/page/promotions/") return { status: 200, json: { promotions: [] } };
    return { status: 404, json: { success: false, error: { code: "NOT_FOUND", message: "no" } } };
  };
  const context: SsrContext = {
    brand: BRANDS.funrize,
    locale: "en",
    nonce: "n",
    requestId: "r",
    userAgent: "test",
    transport,
  };
  return { context, asked };
}

describe("the promotions page's loader", () => {
  it("sends a guest to sign up, keeping the query", async () => {
    const { context, asked } = contextAnswering(guestAppInit());
    const thrown = await loadPromotionsPage(
      context,
      new Request("http://localhost/promotions?utm_source=mail"),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/signup/?utm_source=mail");
    expect(asked).not.toContain("/rest/page/promotions/");
  });

  it("prefetches a player's promotions", async () => {
    const { context } = contextAnswering(playerAppInit());
    const loaded = await loadPromotionsPage(context, new Request("http://localhost/promotions"));
    const keys = loaded.dehydratedState.queries.map((query) => query.queryKey);
    expect(keys).toEqual([["promotions-page", "en", "player:ann@example.com"]]);
  });
});
