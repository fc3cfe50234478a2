// @vitest-environment happy-dom
import {
  balanceEndpoint,
  demoGameEndpoint,
  type GameLaunch,
  type PlayerAppInit,
  playGameEndpoint,
} from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GameMessage } from "../../../lib/game-messages";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { useOpenGameId } from "../hooks/use-open-game";
import { GameModalHost } from "./game-modal-host";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "game.close": "Close the game",
  "game.frameTitle": "{{game}} game",
  "game.demoBadge": "Demo",
  "game.keepPlaying": "Back to the game",
  "game.getCoins": "Get coins",
  "game.demoMode.title": "No {{currency}} to play with",
  "game.demoMode.text": "Play {{game}} in demo mode.",
  "game.demoMode.play": "Play in demo mode",
  "game.insufficientFunds.title": "Not enough {{currency}}",
  "game.insufficientFunds.text": "Your balance does not cover this bet.",
  "game.maxBet.title": "Maximum bet reached",
  "game.maxBet.text": "This is the largest bet this game accepts.",
  "balance.currency.coins": "Coins",
};

const GAME = { name: "Lucky Lanterns", hasDemo: true };

function launch(mode: "real" | "demo"): GameLaunch {
  return {
    success: true,
    gameId: 101,
    mode,
    gameMode: "TournamentPoints",
    url: `/games/lucky-lanterns/?token=${mode}-token-0123456789`,
    sessionToken: `${mode}-token-0123456789`,
  };
}

/** The layout's composition: the game of the URL, with what the catalogue knows of it, under a header. */
function Harness() {
  const gameId = useOpenGameId();
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <header>
        <button type="button" onClick={() => setClicks((count) => count + 1)}>
          {`Balance (${clicks})`}
        </button>
      </header>
      <GameModalHost gameId={gameId} game={gameId === null ? undefined : GAME} />
    </>
  );
}

const where = () => screen.getByTestId("location").textContent;

/** The game page's window; happy-dom loads no page into an iframe, so the frame is given one. */
const gameWindow = {} as Window;

/** Posts a message as the game page in the iframe does. */
function postFromGame(data: GameMessage, options: { origin?: string; fromFrame?: boolean } = {}) {
  const frame = screen.getByTitle("Lucky Lanterns game") as HTMLIFrameElement;
  if (frame.contentWindow !== gameWindow) {
    Object.defineProperty(frame, "contentWindow", { value: gameWindow, configurable: true });
  }
  const event = new MessageEvent("message", {
    data,
    origin: options.origin ?? window.location.origin,
    source: options.fromFrame === false ? null : gameWindow,
  });
  window.dispatchEvent(event);
}

describe("the game modal", () => {
  it("sends a guest who opens a game to sign-up, keeping the query", async () => {
    mockApi().install();
    renderApp(<Harness />, { url: "/lobby/?game=101&utm_source=x", paths: ["/signup/"], dictionary });
    await waitFor(() => expect(where()).toBe("/signup/?game=101&utm_source=x"));
  });

  it("launches real play and shows the game in a titled frame; closing removes the game query", async () => {
    const api = mockApi()
      .on(playGameEndpoint, () => launch("real"), { id: "101" })
      .install();
    renderApp(<Harness />, {
      url: "/lobby/?game=101&tab=2",
      appInit: playerAppInit(),
      paths: ["/lobby/"],
      dictionary,
    });
    const dialog = await screen.findByRole("dialog", { name: "Lucky Lanterns" });
    const frame = await screen.findByTitle("Lucky Lanterns game");
    expect(frame.getAttribute("src")).toBe("/games/lucky-lanterns/?token=real-token-0123456789");
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /rest/game/101/play/"]);
    expect(dialog.textContent).not.toContain("Demo");
    fireEvent.click(screen.getByRole("button", { name: "Close the game" }));
    await waitFor(() => expect(where()).toBe("/lobby/?tab=2"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers demo play when there are no real funds, and launches it on request", async () => {
    const api = mockApi()
      .on(playGameEndpoint, () => ({ status: 409, code: "NO_REAL_FUNDS" }), { id: "101" })
      .on(demoGameEndpoint, () => launch("demo"), { id: "101" })
      .install();
    renderApp(<Harness />, { url: "/lobby/?game=101", appInit: playerAppInit(), dictionary });
    await screen.findByRole("dialog", { name: "No Coins to play with" });
    // The cash box exists (issue #14): the notice offers it beside demo play.
    expect(screen.getByRole("link", { name: "Get coins" }).getAttribute("href")).toContain("#/cash/");
    expect(screen.queryByTitle("Lucky Lanterns game")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play in demo mode" }));
    const frame = await screen.findByTitle("Lucky Lanterns game");
    expect(frame.getAttribute("src")).toContain("token=demo-token");
    expect(screen.getByRole("dialog", { name: "Lucky Lanterns" }).textContent).toContain("Demo");
    expect(api.calls.map((call) => call.path)).toEqual(["/rest/game/101/play/", "/rest/game/101/demo/"]);
  });

  it("opens the insufficient-funds and max-bet modals when the game says so, over the running game", async () => {
    mockApi()
      .on(playGameEndpoint, () => launch("real"), { id: "101" })
      .install();
    renderApp(<Harness />, { url: "/lobby/?game=101", appInit: playerAppInit(), dictionary });
    await screen.findByTitle("Lucky Lanterns game");

    postFromGame({ type: "casino:insufficient-funds" });
    await screen.findByRole("dialog", { name: "Not enough Coins" });
    // The cash box exists (issue #14): the notice offers it.
    expect(screen.getByRole("link", { name: "Get coins" }).getAttribute("href")).toContain("#/cash/");
    fireEvent.click(screen.getByRole("button", { name: "Back to the game" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Not enough Coins" })).toBeNull());

    postFromGame({ type: "casino:max-bet" });
    await screen.findByRole("dialog", { name: "Maximum bet reached" });
    expect(screen.getByTitle("Lucky Lanterns game")).toBeTruthy();
  });

  it("reloads the header balance after each real spin, and ignores messages from elsewhere", async () => {
    const api = mockApi()
      .on(playGameEndpoint, () => launch("real"), { id: "101" })
      .on(balanceEndpoint, () => ({
        playerBalance: { coins: 9_900, entries: 2, winnings: 0, tourPoints: 100 },
        gameMode: "TournamentPoints",
      }))
      .install();
    const { queryClient } = renderApp(<Harness />, {
      url: "/lobby/?game=101",
      appInit: playerAppInit(),
      dictionary,
    });
    await screen.findByTitle("Lucky Lanterns game");
    // The balance the header shows (its query is on screen in the app, not in this test).
    queryClient.setQueryData(["player-balance"], {
      playerBalance: { coins: 10_000, entries: 2, winnings: 0, tourPoints: 0 },
      gameMode: "TournamentPoints",
    });

    postFromGame({ type: "casino:close" }, { origin: "https://elsewhere.example" });
    postFromGame({ type: "casino:close" }, { fromFrame: false });
    postFromGame({
      type: "casino:balance",
      balance: 9_900,
      currency: "coins",
      mode: "real",
      roundId: "7",
      stake: 100,
      win: 0,
    });
    await waitFor(() => expect(queryClient.getQueryState(["player-balance"])?.isInvalidated).toBe(true));
    expect(where()).toBe("/lobby/?game=101");

    postFromGame({ type: "casino:close" });
    await waitFor(() => expect(where()).toBe("/lobby/"));
    expect(api.calls.filter((call) => call.path === "/rest/game/101/play/")).toHaveLength(1);
  });

  it("leaves the header in use while a game is open: a click or Escape there does not close the game", async () => {
    mockApi()
      .on(playGameEndpoint, () => launch("real"), { id: "101" })
      .install();
    renderApp(<Harness />, { url: "/lobby/?game=101", appInit: playerAppInit(), dictionary });
    await screen.findByTitle("Lucky Lanterns game");
    const header = screen.getByRole("banner");
    // Not hidden from screen readers while it can be seen and used.
    expect(header.closest("[aria-hidden='true']")).toBeNull();
    const balance = screen.getByRole("button", { name: "Balance (0)" });
    fireEvent.pointerDown(balance);
    fireEvent.click(balance);
    balance.focus();
    fireEvent.keyDown(balance, { key: "Escape" });
    await screen.findByRole("button", { name: "Balance (1)" });
    expect(where()).toBe("/lobby/?game=101");
    expect(screen.getByRole("dialog", { name: "Lucky Lanterns" })).toBeTruthy();
    // Shift+Tab on the game's first control goes back up to the header, not round to the game.
    const close = screen.getByRole("button", { name: "Close the game" });
    close.focus();
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Balance (1)" }));
    // Escape inside the game still closes it.
    fireEvent.keyDown(screen.getByRole("button", { name: "Close the game" }), { key: "Escape" });
    await waitFor(() => expect(where()).toBe("/lobby/"));
  });

  it("relaunches the open game in the new mode when the player switches mode in the header", async () => {
    const api = mockApi()
      .on(playGameEndpoint, () => launch("real"), { id: "101" })
      .install();
    const player = playerAppInit();
    const { queryClient } = renderApp(<Harness />, { url: "/lobby/?game=101", appInit: player, dictionary });
    await screen.findByTitle("Lucky Lanterns game");
    queryClient.setQueryData<PlayerAppInit>(["app-init"], {
      ...player,
      playerInfo: { ...player.playerInfo, gameMode: "SweepStakes" },
    });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === "/rest/game/101/play/")).toHaveLength(2),
    );
    expect(where()).toBe("/lobby/?game=101");
  });
});
