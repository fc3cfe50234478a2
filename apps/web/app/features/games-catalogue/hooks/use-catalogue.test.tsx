// @vitest-environment happy-dom
import { type AppInit, cachedGamesEndpoint } from "@casino/contracts";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { cachedCatalogue } from "../test-support/catalogue-fixtures";
import { useCatalogue } from "./use-catalogue";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function CatalogueProbe() {
  const { catalogue } = useCatalogue();
  return <p>{catalogue ? `${catalogue.groupKey}: ${catalogue.order.length} games` : "loading"}</p>;
}

describe("the catalogue in the browser", () => {
  it("is fetched again for a new restriction hash (spec §6)", async () => {
    let groupKey = "p1";
    const api = mockApi()
      .on(cachedGamesEndpoint, () => cachedCatalogue(groupKey))
      .install();
    const { queryClient } = renderApp(<CatalogueProbe />, { appInit: playerAppInit() });
    await screen.findByText("p1: 3 games");

    groupKey = "p2";
    act(() => {
      queryClient.setQueryData<AppInit>(["app-init"], (current) =>
        current ? { ...current, playerRestrictionIdsHash: "p2" } : current,
      );
    });
    await screen.findByText("p2: 3 games");
    const urls = api.fetch.mock.calls.map(([url]) =>
      new URL(String(url), "http://x").searchParams.get("groupKey"),
    );
    expect(urls).toEqual(["p1", "p2"]);
    await waitFor(() => expect(api.calls).toHaveLength(2));
  });
});
