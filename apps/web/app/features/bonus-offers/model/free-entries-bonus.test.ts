import { describe, expect, it } from "vitest";
import { bonusMessageIdOf, withoutBonusParam } from "./free-entries-bonus";

describe("the free-entries bonus in the address", () => {
  it("reads the message id, and nothing from an empty or missing value", () => {
    expect(bonusMessageIdOf("?freeEntriesBonus=Ab_9-x")).toBe("Ab_9-x");
    expect(bonusMessageIdOf("?freeEntriesBonus=")).toBeNull();
    expect(bonusMessageIdOf("?game=1")).toBeNull();
  });

  it("takes the bonus out and keeps every other parameter", () => {
    expect(withoutBonusParam("?a=1&freeEntriesBonus=x&b=2")).toBe("?a=1&b=2");
    expect(withoutBonusParam("?freeEntriesBonus=x")).toBe("");
  });
});
