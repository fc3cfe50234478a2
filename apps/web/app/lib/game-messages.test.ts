import { describe, expect, it, vi } from "vitest";
import { isFromGame, listenToGameMessages, originOf, parseGameMessage } from "./game-messages";

describe("messages from the game iframe", () => {
  it("reads each message of the contract", () => {
    expect(parseGameMessage({ type: "casino:balance", balance: 9_950, currency: "coins" })).toEqual({
      type: "casino:balance",
      balance: 9_950,
      currency: "coins",
    });
    expect(
      parseGameMessage({
        type: "casino:balance",
        balance: 250,
        currency: "entries",
        mode: "real",
        roundId: "42",
        stake: 20,
        win: 0,
        extra: "ignored",
      }),
    ).toEqual({
      type: "casino:balance",
      balance: 250,
      currency: "entries",
      mode: "real",
      roundId: "42",
      stake: 20,
      win: 0,
    });
    for (const type of ["casino:insufficient-funds", "casino:max-bet", "casino:close"] as const) {
      expect(parseGameMessage({ type })).toEqual({ type });
    }
  });

  it("ignores anything else that is posted to the page", () => {
    for (const data of [
      null,
      "casino:close",
      { type: "casino:balance", balance: "100", currency: "coins" },
      { type: "casino:balance", balance: 1.5, currency: "coins" },
      { type: "casino:balance", balance: -1, currency: "coins" },
      { type: "casino:balance", balance: 1, currency: "dollars" },
      { type: "casino:balance", balance: 1, currency: "coins", mode: "fake" },
      { type: "casino:jackpot" },
      { source: "react-devtools" },
    ]) {
      expect(parseGameMessage(data)).toBeNull();
    }
  });

  it("accepts messages only from the game's origin and, when known, its frame", () => {
    const frame = {} as Window;
    const other = {} as Window;
    const source = { allowedOrigins: ["https://casino.test"], frame: () => frame };
    expect(isFromGame({ origin: "https://casino.test", source: frame }, source)).toBe(true);
    expect(isFromGame({ origin: "https://evil.test", source: frame }, source)).toBe(false);
    expect(isFromGame({ origin: "https://casino.test", source: other }, source)).toBe(false);
    expect(
      isFromGame(
        { origin: "https://casino.test", source: other },
        { allowedOrigins: ["https://casino.test"] },
      ),
    ).toBe(true);
  });

  it("calls back for the game's messages until it stops listening", () => {
    const target = new EventTarget();
    const onMessage = vi.fn();
    const stop = listenToGameMessages(
      { allowedOrigins: ["https://casino.test"] },
      onMessage,
      target as unknown as Window,
    );
    const post = (origin: string, data: unknown) =>
      target.dispatchEvent(new MessageEvent("message", { origin, data }));
    post("https://casino.test", { type: "casino:max-bet" });
    post("https://evil.test", { type: "casino:close" });
    post("https://casino.test", { type: "nope" });
    stop();
    post("https://casino.test", { type: "casino:close" });
    expect(onMessage.mock.calls).toEqual([[{ type: "casino:max-bet" }]]);
  });

  it("finds the origin a launch URL will post from", () => {
    expect(originOf("/games/lucky/?token=x", "https://casino.test/lobby/")).toBe("https://casino.test");
    expect(originOf("https://games.example/play", "https://casino.test/")).toBe("https://games.example");
  });
});
