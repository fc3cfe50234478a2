// @vitest-environment happy-dom
import { houseGameSessionEndpoint, houseGameSpinEndpoint } from "@casino/contracts";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { roundScenes } from "../model/round-script";
import { sceneDuration, TIMING } from "../model/timing";
import { findRound, sessionOf, spinAnswer } from "../test-support/rounds";
import { SlotGamePage } from "./slot-game-page";

const TOKEN = "t".repeat(43);

const dictionary = {
  "slot.spin": "Spin",
  "slot.balance": "Balance",
  "slot.win": "Win",
  "slot.stake": "Stake",
  "slot.sound": "Sound",
  "slot.paytable.open": "Paytable",
  "slot.currency.coins": "coins",
  "slot.announce.win": "Win {{amount}} {{currency}}",
  "slot.announce.noWin": "No win",
  "slot.announce.freeSpins": "Free spins played: {{count}}",
  "slot.freeSpins.awarded": "Free spins won: {{count}}",
  "slot.freeSpins.counter": "Free spin {{index}} of {{total}}",
  "slot.error.insufficientFunds": "Your balance is too low for this stake.",
  "slot.error.maxBet": "That bet is above the maximum bet. Choose a smaller stake.",
  "slot.error.sessionExpired": "This game session has ended.",
  "slot.unavailable.title": "The game cannot start",
};

const hostMessages: unknown[] = [];

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  hostMessages.length = 0;
  // The page runs in the game modal's iframe: its host receives the messages.
  Object.defineProperty(window, "parent", {
    configurable: true,
    value: { postMessage: (message: unknown) => hostMessages.push(message) },
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, "parent");
});

async function openGame(api: ReturnType<typeof mockApi>) {
  api.install();
  renderApp(<SlotGamePage token={TOKEN} />, { url: `/games/ember-sevens/?token=${TOKEN}`, dictionary });
  return screen.findByRole("button", { name: "Spin" });
}

const liveRegion = () => screen.getByRole("status");
const balanceText = () => screen.getByTestId("slot-balance").textContent;

describe("the game page", () => {
  it("spins, announces the win and shows the balance the wallet answered", async () => {
    preferReducedMotion(true);
    const { outcome, nonce } = findRound("classic-3-reel", (o) => o.isWin && o.totalMultiplier >= 1000);
    const answer = spinAnswer(outcome, nonce, 100, 10_000);
    const api = mockApi()
      .on(houseGameSessionEndpoint, () => sessionOf("classic-3-reel"))
      .on(houseGameSpinEndpoint, () => answer);
    const spin = await openGame(api);
    expect(balanceText()).toBe("10,000 coins");

    fireEvent.click(spin);
    await waitFor(() =>
      expect(liveRegion().textContent).toBe(`Win ${answer.win.toLocaleString("en")} coins`),
    );
    expect(balanceText()).toBe(`${answer.balance.toLocaleString("en")} coins`);
    expect(screen.getByTestId("slot-win").textContent).toBe(`${answer.win.toLocaleString("en")} coins`);
    expect(api.bodiesOf(houseGameSpinEndpoint)).toEqual([{ token: TOKEN, stake: 100 }]);
    expect(hostMessages).toContainEqual({
      type: "casino:balance",
      balance: answer.balance,
      currency: "coins",
      mode: "real",
      roundId: answer.roundId,
      stake: 100,
      win: answer.win,
    });
  });

  it("says No win after a losing round, with the stake taken from the balance", async () => {
    preferReducedMotion(true);
    const { outcome, nonce } = findRound("video-5x3", (o) => !o.isWin);
    const api = mockApi()
      .on(houseGameSessionEndpoint, () => sessionOf("video-5x3"))
      .on(houseGameSpinEndpoint, (body) => spinAnswer(outcome, nonce, body.stake, 10_000));
    await openGame(api);
    fireEvent.change(screen.getByLabelText("Stake"), { target: { value: "500" } });
    fireEvent.keyDown(document.body, { key: " " });
    await waitFor(() => expect(liveRegion().textContent).toBe("No win"));
    expect(balanceText()).toBe("9,500 coins");
  });

  it("never spins twice at once: Space again while a spin is in flight is ignored", async () => {
    preferReducedMotion(true);
    const { outcome, nonce } = findRound("classic-3-reel", () => true);
    const api = mockApi()
      .on(houseGameSessionEndpoint, () => sessionOf("classic-3-reel"))
      .on(houseGameSpinEndpoint, () => spinAnswer(outcome, nonce, 100, 10_000));
    const spin = await openGame(api);
    fireEvent.keyDown(document.body, { key: " " });
    fireEvent.keyDown(document.body, { key: "Enter" });
    fireEvent.click(spin);
    expect(spin.getAttribute("aria-disabled")).toBe("true");
    await waitFor(() => expect(liveRegion().textContent).not.toBe(""));
    expect(api.bodiesOf(houseGameSpinEndpoint)).toHaveLength(1);
    expect(spin.getAttribute("aria-disabled")).toBe("false");
  });

  it("plays free spins one by one with a counter, and ends on the round's total", async () => {
    preferReducedMotion(false);
    const { outcome, nonce } = findRound("video-5x3", (o) => (o.freeSpins?.length ?? 0) >= 10);
    const answer = spinAnswer(outcome, nonce, 100, 10_000);
    const api = mockApi()
      .on(houseGameSessionEndpoint, () => sessionOf("video-5x3"))
      .on(houseGameSpinEndpoint, () => answer);
    const spin = await openGame(api);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(spin);
    const awarded = outcome.freeSpinsAwarded ?? 0;
    const scenes = roundScenes(outcome);
    // The answer is read on (fake) timers too: tick until the round starts playing.
    for (let tick = 0; tick < 100 && !document.querySelector("main[data-status='revealing']"); tick += 1) {
      await act(() => vi.advanceTimersByTimeAsync(2));
    }
    expect(document.querySelector("main[data-status='revealing']")).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(sceneDuration(scenes[0] as never, 5) + 20));
    expect(screen.getByText(`Free spins won: ${awarded}`)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(TIMING.freeSpinsStart));
    expect(screen.getByText(`Free spin 1 of ${awarded}`)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(sceneDuration(scenes[2] as never, 5)));
    expect(screen.getByText(`Free spin 2 of ${awarded}`)).toBeTruthy();
    expect(liveRegion().textContent).toBe("");

    // Space while the round plays skips to its end.
    fireEvent.keyDown(document.body, { key: " " });
    const played = outcome.freeSpins?.length ?? 0;
    // (No waitFor under fake timers: Testing Library waits on a timer of its own.)
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(liveRegion().textContent).toBe(
      `Win ${answer.win.toLocaleString("en")} coins. Free spins played: ${played}`,
    );
    expect(screen.getByText(new RegExp(`^Free spin ${played} of \\d+$`))).toBeTruthy();
    expect(api.bodiesOf(houseGameSpinEndpoint)).toHaveLength(1);
  });

  it("asks the host for the max-bet limit modal when the wallet refuses the stake as above the maximum", async () => {
    preferReducedMotion(true);
    const api = mockApi()
      .on(houseGameSessionEndpoint, () => sessionOf("classic-3-reel", { balance: 5000 }))
      .on(houseGameSpinEndpoint, () => ({ status: 409, code: "MAX_BET_EXCEEDED" }));
    const spin = await openGame(api);
    fireEvent.click(spin);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "That bet is above the maximum bet. Choose a smaller stake.",
      ),
    );
    expect(hostMessages).toContainEqual({ type: "casino:max-bet" });
  });

  it("tells the player and the host when the balance cannot pay the stake", async () => {
    preferReducedMotion(true);
    const api = mockApi()
      .on(houseGameSessionEndpoint, () => sessionOf("classic-3-reel", { balance: 50 }))
      .on(houseGameSpinEndpoint, () => ({ status: 409, code: "INSUFFICIENT_FUNDS" }));
    const spin = await openGame(api);
    fireEvent.click(spin);
    expect(await screen.findByRole("alert")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Your balance is too low for this stake."),
    );
    expect(hostMessages).toContainEqual({ type: "casino:insufficient-funds" });
    await waitFor(() => expect(balanceText()).toBe("50 coins"));
  });

  it("asks the host to close the game on Escape, unless the paytable takes it", async () => {
    preferReducedMotion(true);
    const api = mockApi().on(houseGameSessionEndpoint, () => sessionOf("video-5x3"));
    await openGame(api);
    fireEvent.click(screen.getByRole("button", { name: "Paytable" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(hostMessages).not.toContainEqual({ type: "casino:close" });
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(hostMessages).toContainEqual({ type: "casino:close" });
  });

  it("explains an expired session instead of showing the game", async () => {
    preferReducedMotion(true);
    mockApi()
      .on(houseGameSessionEndpoint, () => ({ status: 401, code: "SESSION_EXPIRED" }))
      .install();
    renderApp(<SlotGamePage token={TOKEN} />, { dictionary });
    expect(await screen.findByRole("heading", { name: "The game cannot start" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("This game session has ended.");
    expect(screen.queryByRole("button", { name: "Spin" })).toBeNull();
  });
});
