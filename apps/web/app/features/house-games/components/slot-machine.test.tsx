// @vitest-environment happy-dom
import { getSlotGame, type SlotOutcome } from "@casino/domain";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "../../../lib/test-support/render-app";
import { roundScenes, type Scene } from "../model/round-script";
import { findRound } from "../test-support/rounds";
import { type MachineView, SlotMachine } from "./slot-machine";

afterEach(cleanup);

const dictionary = {
  "slot.freeSpins.counter": "Free spin {{index}} of {{total}}",
  "slot.freeSpins.awarded": "Free spins won: {{count}}",
  "slot.freeSpins.multiplier": "All wins ×{{multiplier}}",
  "slot.holdAndWin.respinsLeft": "Respins left: {{count}}",
  "slot.reels.label": "Reels: {{description}}",
  "slot.reels.reel": "reel {{number}}: {{symbols}}",
  "slot.symbol.seven": "Seven",
  "slot.symbol.coin": "Coin",
};

function settled(scene: Scene): MachineView {
  return {
    grid: scene.grid,
    previousGrid: scene.grid,
    stops: scene.stops ?? [0, 0, 0, 0, 0],
    motions: scene.grid.map(() => ({ kind: "static" })),
    scene,
    isSettled: true,
  };
}

async function renderScene(outcome: SlotOutcome, scene: Scene, isSettled = true) {
  const meta = getSlotGame(outcome.gameId).meta;
  renderApp(
    <SlotMachine
      meta={meta}
      view={{ ...settled(scene), isSettled }}
      stake={100}
      currency="coins"
      locale="en"
    />,
    { dictionary },
  );
  await screen.findByRole("img", { name: /^Reels: / });
  return meta;
}

const highlightedCells = () =>
  [...document.querySelectorAll("[data-highlighted='true']")].map((cell) => cell.getAttribute("data-cell"));

describe("the reels showing a round", () => {
  it("highlight the winning line's symbols and draw its payline once the reels stop", async () => {
    const { outcome } = findRound(
      "video-5x3",
      (o) => o.wins.length === 1 && o.wins[0]?.kind === "line" && !o.freeSpins,
    );
    const win = outcome.wins[0];
    if (!win || win.line === undefined) throw new Error("no line win");
    const meta = await renderScene(outcome, roundScenes(outcome)[0] as Scene);
    const line = meta.lines[win.line] ?? [];
    const expected = line.slice(0, win.count).map((row, reel) => `${reel}:${row}`);
    expect(highlightedCells().sort()).toEqual(expected.sort());
    for (const key of expected) {
      const [reel, row] = key.split(":").map(Number);
      expect(document.querySelector(`[data-cell='${key}']`)?.getAttribute("data-symbol")).toBe(
        outcome.grid[reel ?? 0]?.[row ?? 0],
      );
    }
    expect(document.querySelector(`polyline[data-line='${win.line}']`)).not.toBeNull();
  });

  it("highlight nothing while the reels still turn", async () => {
    const { outcome } = findRound("classic-3-reel", (o) => o.isWin);
    await renderScene(outcome, roundScenes(outcome)[0] as Scene, false);
    expect(highlightedCells()).toEqual([]);
    expect(document.querySelector("polyline")).toBeNull();
  });

  it("name every symbol in view for screen readers", async () => {
    const { outcome } = findRound("classic-3-reel", (o) => o.grid[0]?.[1] === "seven");
    await renderScene(outcome, roundScenes(outcome)[0] as Scene);
    expect(screen.getByRole("img", { name: /^Reels: reel 1: .*Seven/ })).toBeTruthy();
  });

  it("count the free spins: which one is playing out of how many were won", async () => {
    const { outcome } = findRound("video-5x3", (o) => (o.freeSpins?.length ?? 0) >= 10);
    const scenes = roundScenes(outcome);
    const third = scenes.find((scene) => scene.kind === "free" && scene.freeSpin?.index === 3) as Scene;
    await renderScene(outcome, third);
    expect(screen.getByText(`Free spin 3 of ${outcome.freeSpinsAwarded}`)).toBeTruthy();
    expect(screen.getByText("All wins ×3")).toBeTruthy();
  });

  it("show the hold-and-win coins with their values and the respins left", async () => {
    const { outcome } = findRound("hold-and-win", (o) => o.holdAndWin !== undefined);
    const respin = roundScenes(outcome).find((scene) => scene.kind === "respin") as Scene;
    await renderScene(outcome, respin);
    expect(screen.getByText(`Respins left: ${respin.respinsLeft}`)).toBeTruthy();
    expect(document.querySelectorAll("[data-symbol='coin']")).toHaveLength(respin.coins.length);
    const plain = respin.coins.find((coin) => !coin.jackpot);
    if (plain) {
      const cell = document.querySelector(`[data-cell='${plain.reel}:${plain.row}']`);
      expect(cell?.textContent).toBe(String((100 * plain.value) / 1000));
    }
  });
});
