// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guestAppInit, playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { game } from "../test-support/catalogue-fixtures";
import { GameCard } from "./game-card";
import { GameCardActionSlot } from "./game-card-action";
import { GameCarousel } from "./game-carousel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {};
const lanterns = game(101, { name: "Lucky Lanterns", slug: "lucky-lanterns" });

describe("a game card", () => {
  it("opens the game on the current page for a player, with the art's widths for the card's sizes", async () => {
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
      [160, 240, 320, 480].map((w) => `/games-art/lucky-lanterns-${w}w.webp?v=1 ${w}w`).join(", "),
    );
    expect(art.getAttribute("sizes")).toBe("(min-width: 576px) 160px, (min-width: 386px) 29vw, 112px");
    expect(art.getAttribute("loading")).toBe("lazy");
  });

  it("sends a guest to sign-up", async () => {
    mockApi().install();
    renderApp(<GameCard game={lanterns} />, { url: "/?utm_source=x", appInit: guestAppInit(), dictionary });
    expect((await screen.findByRole("link", { name: "Lucky Lanterns" })).getAttribute("href")).toBe(
      "/signup/?utm_source=x",
    );
  });

  it("shows what the action slot gives for its game, beside the link, and an explicit action instead", async () => {
    mockApi().install();
    const { unmount } = renderApp(
      <GameCardActionSlot render={(shown) => <button type="button">{`Star ${shown.name}`}</button>}>
        <GameCard game={lanterns} />
      </GameCardActionSlot>,
      { appInit: playerAppInit(), dictionary },
    );
    const star = await screen.findByRole("button", { name: "Star Lucky Lanterns" });
    expect(star.closest("a")).toBeNull();
    unmount();
    renderApp(
      <GameCardActionSlot render={() => <button type="button">Star</button>}>
        <GameCard game={lanterns} action={<button type="button">Remove</button>} />
      </GameCardActionSlot>,
      { appInit: playerAppInit(), dictionary },
    );
    expect(await screen.findByRole("button", { name: "Remove" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Star" })).toBeNull();
  });

  it("has no action without a slot", async () => {
    mockApi().install();
    renderApp(<GameCard game={lanterns} />, { appInit: playerAppInit(), dictionary });
    await screen.findByRole("link", { name: "Lucky Lanterns" });
    expect(screen.queryByRole("button")).toBeNull();
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

  it("ends with a placeholder while more games are to load, and asks for them when its next arrow is pressed", async () => {
    mockApi().install();
    const onNeedMore = vi.fn();
    renderApp(
      <GameCarousel
        title="Most played"
        games={[game(1), game(2)]}
        rowsPerSlide={1}
        hasMore
        onNeedMore={onNeedMore}
      />,
      { appInit: guestAppInit(), dictionary },
    );
    const row = await screen.findByRole("region", { name: "Most played" });
    // The placeholder is no game: hidden from assistive technology, two cards listed.
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(row.querySelector("[data-testid='row-more']")).not.toBeNull();
    onNeedMore.mockClear();
    fireEvent.click(screen.getByRole("button", { name: "games.row.next" }));
    expect(onNeedMore).toHaveBeenCalled();
  });
});
