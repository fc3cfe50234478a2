// @vitest-environment happy-dom
import { favoriteGameEndpoint } from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { game } from "../test-support/catalogue-fixtures";
import { GameCard } from "./game-card";
import { GameCarousel } from "./game-carousel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = { "games.favorite.label": "Favourite: {{name}}", "games.favorite.failed": "Not saved" };
const lanterns = game(101, { name: "Lucky Lanterns", slug: "lucky-lanterns" });

describe("a game card", () => {
  it("opens the game on the current page for a player, with both densities of the art", async () => {
    mockApi().install();
    renderApp(<GameCard game={lanterns} />, {
      url: "/library?category=hot",
      appInit: playerAppInit(),
      dictionary,
    });
    const link = await screen.findByRole("link", { name: "Lucky Lanterns" });
    expect(link.getAttribute("href")).toBe("/library?category=hot&game=101");
    const art = screen.getByRole("img", { name: "Lucky Lanterns" });
    expect(art.getAttribute("srcset")).toBe(
      "/games-art/lucky-lanterns-1x.webp?v=1 1x, /games-art/lucky-lanterns-2x.webp?v=1 2x",
    );
    expect(art.getAttribute("loading")).toBe("lazy");
  });

  it("sends a guest to sign-up and offers no favourite toggle", async () => {
    mockApi().install();
    renderApp(<GameCard game={lanterns} />, { url: "/?utm_source=x", appInit: guestAppInit(), dictionary });
    expect((await screen.findByRole("link", { name: "Lucky Lanterns" })).getAttribute("href")).toBe(
      "/signup/?utm_source=x",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("toggles the favourite at once and keeps the server's list", async () => {
    const api = mockApi()
      .on(favoriteGameEndpoint, () => ({ success: true, isFavorite: true, favoriteGames: [7, 101] }), {
        id: "101",
      })
      .install();
    const player = { ...playerAppInit(), favoriteGames: [7] };
    const { queryClient } = renderApp(<GameCard game={lanterns} />, { appInit: player, dictionary });
    const heart = await screen.findByRole("button", { name: "Favourite: Lucky Lanterns" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() =>
      expect(queryClient.getQueryData<{ favoriteGames: number[] }>(["app-init"])?.favoriteGames).toEqual([
        7, 101,
      ]),
    );
  });

  it("puts the old state back when the toggle fails", async () => {
    const api = mockApi()
      .on(favoriteGameEndpoint, () => ({ status: 503, code: "SERVICE_UNAVAILABLE" }), { id: "101" })
      .install();
    const { queryClient } = renderApp(<GameCard game={lanterns} />, {
      appInit: { ...playerAppInit(), favoriteGames: [101] },
      dictionary,
    });
    const heart = await screen.findByRole("button", { name: "Favourite: Lucky Lanterns" });
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(heart);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    expect(queryClient.getQueryData<{ favoriteGames: number[] }>(["app-init"])?.favoriteGames).toEqual([101]);
  });
});

describe("a collection row", () => {
  it("lays its cards out in the collection's rows per slide, never more rows than games", async () => {
    mockApi().install();
    const games = [game(1), game(2), game(3), game(4)];
    const { unmount } = renderApp(
      <GameCarousel title="Weekly specials" games={games} rowsPerSlide={1} seeAllHref="/issues/weekly" />,
      { appInit: guestAppInit(), dictionary },
    );
    const weekly = await screen.findByRole("region", { name: "Weekly specials" });
    expect(weekly.querySelector("ul")?.dataset.rows).toBe("1");
    unmount();
    renderApp(<GameCarousel title="All games" games={games.slice(0, 2)} rowsPerSlide={3} />, {
      appInit: guestAppInit(),
      dictionary,
    });
    const all = await screen.findByRole("region", { name: "All games" });
    expect(all.querySelector("ul")?.dataset.rows).toBe("2");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
