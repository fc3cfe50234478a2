// @vitest-environment happy-dom
import { BRANDS, type PlayerPageClass } from "@casino/contracts";
import { dehydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n, TranslationsProvider } from "../../../lib/i18n";
import { makeQueryClient } from "../../../lib/query";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { FavoriteButton, FavoritesScopeProvider } from "./favorite-button";

// React's `act` warns unless the test says it runs in an act environment (Testing Library says so itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const PAGE_CLASS: PlayerPageClass = {
  playerRestrictionIdsHash: "p1",
  hasDeposits: false,
  buildId: "test",
  hasLastGames: false,
  hasFavorites: true,
};

/**
 * A page kept for a class of players (decision 024): rendered without the player's app init, hearts in a
 * part of the page that React hydrates late, below a `<Suspense>` boundary (decision 031).
 */
function keptPage(queryClient: QueryClient) {
  const root = {
    brand: BRANDS.funrize,
    locale: "en",
    dictionary: null,
    playerPageClass: PAGE_CLASS,
    dehydratedState: dehydrate(new QueryClient()),
  };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        loader: () => root,
        Component: () => (
          <QueryClientProvider client={queryClient}>
            <TranslationsProvider
              translator={createI18n("en", { "games.favorite.label": "Favourite: {{name}}" })}
            >
              <FavoritesScopeProvider>
                <Outlet />
              </FavoritesScopeProvider>
            </TranslationsProvider>
          </QueryClientProvider>
        ),
        children: [
          {
            index: true,
            Component: () => (
              <Suspense>
                <FavoriteButton gameId={7} name="Ember Sevens" />
              </Suspense>
            ),
          },
        ],
      },
    ],
    { hydrationData: { loaderData: { root } } },
  );
  return <RouterProvider router={router} />;
}

describe("a heart hydrated after the player's list arrived", () => {
  it("matches the server's HTML first, then shows the list: pressed, and can be pressed", async () => {
    const html = renderToString(keptPage(makeQueryClient()));
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-disabled="true"');

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    // The player's app init is in the browser's cache before this part of the page hydrates.
    const browserCache = makeQueryClient();
    browserCache.setQueryData(["app-init"], { ...playerAppInit(), favoriteGames: [7] });
    const mismatches = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, keptPage(browserCache), { onRecoverableError: recoverable });
    });

    const heart = container.querySelector("button");
    // React does not repair an attribute that hydrated against other HTML: had the heart hydrated with
    // the arrived list, the page would go on saying "not pressed".
    expect(heart?.getAttribute("aria-pressed")).toBe("true");
    expect(heart?.hasAttribute("aria-disabled")).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
    expect(mismatches.mock.calls).toEqual([]);
  });
});
