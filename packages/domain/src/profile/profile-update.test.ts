import { describe, expect, it } from "vitest";
import type { ProfileValues } from "./completeness";
import { applyProfileUpdate } from "./profile-update";

const NOW = new Date("2026-11-22T12:00:00Z");
const STORED: ProfileValues = {
  name: "Ada",
  surname: null,
  city: null,
  address: null,
  address2: "Apt 2",
  zip: "12207",
  state: "NY",
  phone: null,
  birthday: "1990-12-10",
};

describe("applying a profile update", () => {
  it("changes only the fields sent and reports which changed", () => {
    const result = applyProfileUpdate(STORED, { surname: " Lovelace ", name: "Ada" }, NOW);
    expect(result).toEqual({ ok: true, values: { ...STORED, surname: "Lovelace" }, changed: ["surname"] });
  });

  it("clears the second address line when it is sent empty", () => {
    const result = applyProfileUpdate(STORED, { address2: "" }, NOW);
    expect(result).toMatchObject({ ok: true, values: { address2: null }, changed: ["address2"] });
  });

  it("stores the phone in E.164", () => {
    const result = applyProfileUpdate(STORED, { phone: "+1 (202) 555-0123" }, NOW);
    expect(result).toMatchObject({ ok: true, values: { phone: "+12025550123" }, changed: ["phone"] });
  });

  it("refuses a player under 18 with UNDERAGE", () => {
    const result = applyProfileUpdate(STORED, { birthday: "2010-01-01" }, NOW);
    expect(result).toMatchObject({
      ok: false,
      problem: { code: "UNDERAGE", fields: [{ field: "birthday" }] },
    });
  });

  it("refuses impossible and implausible birthdays as invalid input", () => {
    for (const birthday of ["2001-02-29", "1899-01-01", "2030-01-01"]) {
      expect(applyProfileUpdate(STORED, { birthday }, NOW)).toMatchObject({
        ok: false,
        problem: { code: "VALIDATION_FAILED", fields: [{ field: "birthday" }] },
      });
    }
  });

  it("refuses a ZIP of another state than the stored one", () => {
    expect(applyProfileUpdate(STORED, { zip: "90210" }, NOW)).toMatchObject({
      ok: false,
      problem: { code: "ZIP_STATE_MISMATCH" },
    });
  });

  it("refuses a state that does not fit the stored ZIP", () => {
    expect(applyProfileUpdate(STORED, { state: "CA" }, NOW)).toMatchObject({
      ok: false,
      problem: { code: "ZIP_STATE_MISMATCH" },
    });
    expect(applyProfileUpdate(STORED, { state: "CA", zip: "90210" }, NOW)).toMatchObject({ ok: true });
  });

  it("refuses a ZIP in no state even before a state is chosen", () => {
    const noState = { ...STORED, state: null };
    expect(applyProfileUpdate(noState, { zip: "09001" }, NOW)).toMatchObject({
      ok: false,
      problem: { code: "VALIDATION_FAILED", fields: [{ field: "zip" }] },
    });
    expect(applyProfileUpdate(noState, { zip: "90210" }, NOW)).toMatchObject({ ok: true });
  });

  it("refuses a phone that fits the mask but is not dialable", () => {
    expect(applyProfileUpdate(STORED, { phone: "+12021550123" }, NOW)).toMatchObject({
      ok: false,
      problem: { code: "VALIDATION_FAILED", fields: [{ field: "phone" }] },
    });
  });

  it("does not judge a stored value again when other fields change", () => {
    const old = { ...STORED, birthday: "1900-01-01" };
    expect(applyProfileUpdate(old, { city: "Albany" }, NOW)).toMatchObject({ ok: true, changed: ["city"] });
  });
});
