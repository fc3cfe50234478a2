import { US_STATES, type UsStateCode } from "@casino/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkZipState, stateOfZipPrefix, statesOfZip, ZIP_PREFIX_RANGES } from "./zip-state";

/** One real ZIP per state: the state capital's (DC: the White House). */
const CAPITAL_ZIPS: Record<UsStateCode, string> = {
  AL: "36104",
  AK: "99801",
  AZ: "85001",
  AR: "72201",
  CA: "95814",
  CO: "80202",
  CT: "06103",
  DE: "19901",
  DC: "20500",
  FL: "32301",
  GA: "30303",
  HI: "96813",
  ID: "83702",
  IL: "62701",
  IN: "46204",
  IA: "50309",
  KS: "66603",
  KY: "40601",
  LA: "70802",
  ME: "04330",
  MD: "21401",
  MA: "02108",
  MI: "48933",
  MN: "55102",
  MS: "39201",
  MO: "65101",
  MT: "59601",
  NE: "68502",
  NV: "89701",
  NH: "03301",
  NJ: "08608",
  NM: "87501",
  NY: "12207",
  NC: "27601",
  ND: "58501",
  OH: "43215",
  OK: "73102",
  OR: "97301",
  PA: "17101",
  RI: "02903",
  SC: "29201",
  SD: "57501",
  TN: "37219",
  TX: "78701",
  UT: "84111",
  VT: "05602",
  VA: "23219",
  WA: "98501",
  WV: "25301",
  WI: "53703",
  WY: "82001",
};
const STATE_CODES = Object.keys(US_STATES) as UsStateCode[];

describe("ZIP codes and states", () => {
  it("knows a ZIP prefix range for every state and DC", () => {
    const covered = new Set(ZIP_PREFIX_RANGES.map(([, , state]) => state));
    expect([...covered].sort()).toEqual([...STATE_CODES].sort());
  });

  it("has ranges in order that never overlap", () => {
    for (const [index, [from, to]] of ZIP_PREFIX_RANGES.entries()) {
      expect(from).toBeLessThanOrEqual(to);
      const next = ZIP_PREFIX_RANGES[index + 1];
      if (next) expect(next[0]).toBeGreaterThan(to);
    }
  });

  it.each(STATE_CODES)("places the capital's ZIP in %s and in no other state", (state) => {
    const zip = CAPITAL_ZIPS[state];
    expect(checkZipState(zip, state)).toBe("ok");
    for (const other of STATE_CODES.filter((code) => code !== state)) {
      expect(checkZipState(zip, other)).toBe("mismatch");
    }
  });

  it("accepts a ZIP+4 like its five-digit ZIP", () => {
    expect(checkZipState("10001-1234", "NY")).toBe("ok");
    expect(checkZipState("10001-1234", "NJ")).toBe("mismatch");
  });

  it("knows the prefixes that sit inside another state's block", () => {
    expect(statesOfZip("73301")).toEqual(["TX"]); // Austin, among Oklahoma's prefixes
    expect(statesOfZip("88510")).toEqual(["TX"]); // El Paso, among New Mexico's and Nevada's
    expect(statesOfZip("05501")).toEqual(["MA"]); // Andover, among Vermont's
    expect(statesOfZip("20101")).toEqual(["VA"]); // Dulles, between DC's
    expect(statesOfZip("00501")).toEqual(["NY"]); // Holtsville
    expect(statesOfZip("39817")).toEqual(["GA"]); // Bainbridge, after Mississippi's
  });

  it("accepts a border town's ZIP for both states it serves", () => {
    expect(checkZipState("06390", "NY")).toBe("ok");
    expect(checkZipState("06390", "CT")).toBe("ok");
    expect(checkZipState("06390", "NJ")).toBe("mismatch");
    expect(checkZipState("68119", "IA")).toBe("ok");
    expect(checkZipState("68119", "NE")).toBe("ok");
  });

  it.each([
    ["00000", "unassigned"],
    ["00601", "Puerto Rico"],
    ["00801", "Virgin Islands"],
    ["09001", "military mail (AE)"],
    ["34001", "military mail (AA)"],
    ["96201", "military mail (AP)"],
    ["96910", "Guam"],
    ["26901", "an unassigned gap between states"],
    ["69501", "an unassigned gap between states"],
  ])("finds %s (%s) in no state", (zip) => {
    expect(statesOfZip(zip)).toEqual([]);
    expect(checkZipState(zip, null)).toBe("unknown_zip");
    expect(checkZipState(zip, "NY")).toBe("unknown_zip");
  });

  it("refuses text that is not a ZIP", () => {
    expect(statesOfZip("1234")).toEqual([]);
    expect(statesOfZip("123456")).toEqual([]);
    expect(statesOfZip("ABCDE")).toEqual([]);
  });

  it("gives every ZIP with a known prefix exactly its prefix's state first", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (n) => {
        const zip = String(n).padStart(5, "0");
        const home = stateOfZipPrefix(Math.floor(n / 100));
        const states = statesOfZip(zip);
        expect(states[0] ?? null).toBe(home);
        expect(checkZipState(zip, null)).toBe(home ? "ok" : "unknown_zip");
        if (home) expect(checkZipState(zip, home)).toBe("ok");
      }),
    );
  });
});
