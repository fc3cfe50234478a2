import { SlotGameIdSchema, type SlotOutcomeAnswer, SlotOutcomeSchema } from "@casino/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { playSpin, SLOT_GAME_IDS } from "./games";
import { seedsArbitrary } from "./test-support/seeds-arbitrary";
import type { SlotGameId, SlotOutcome } from "./types";

// The engines' outcome and the spin answer's contract are one shape: each converts to the other.
const toAnswer = (outcome: SlotOutcome): SlotOutcomeAnswer => outcome;
const toOutcome = (answer: SlotOutcomeAnswer): SlotOutcome => answer;
const toEngineId = (id: SlotGameId): SlotOutcomeAnswer["gameId"] => id;

describe("the spin answer's outcome contract", () => {
  it("names exactly the engines the built-in provider ships", () => {
    expect([...SlotGameIdSchema.options].sort()).toEqual([...SLOT_GAME_IDS].sort());
    expect(SLOT_GAME_IDS.map(toEngineId)).toEqual(SLOT_GAME_IDS);
  });

  it("carries every round of every engine whole: nothing refused, nothing dropped", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SLOT_GAME_IDS), seedsArbitrary, (game, seeds) => {
        const outcome = playSpin(game, seeds);
        const carried = SlotOutcomeSchema.parse(JSON.parse(JSON.stringify(toAnswer(outcome))));
        expect(toOutcome(carried)).toEqual(outcome);
      }),
      { numRuns: 600 },
    );
  });

  it("refuses an outcome that is not one: unknown engine, fractional multiplier, grid of numbers", () => {
    const outcome = playSpin("classic-3-reel", { serverSeed: "ab".repeat(32), clientSeed: "c", nonce: 1 });
    expect(SlotOutcomeSchema.safeParse({ ...outcome, gameId: "roulette" }).success).toBe(false);
    expect(SlotOutcomeSchema.safeParse({ ...outcome, totalMultiplier: 1.5 }).success).toBe(false);
    expect(SlotOutcomeSchema.safeParse({ ...outcome, grid: [[1, 2, 3]] }).success).toBe(false);
  });
});
