import type { Profile, Rewards } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { isOldEnough, newlyCompletedRewards, profileFormValues, profileStage } from "./profile-stage";

const base: Profile = {
  email: "ann@example.com",
  emailConfirmed: false,
  name: null,
  surname: null,
  birthday: null,
  zip: null,
  city: null,
  address: null,
  address2: null,
  state: null,
  phone: null,
  easyProfileModuleEnabled: true,
  easyProfileCompleted: false,
  uncompletedProfileFields: ["name", "surname", "city", "address", "zip", "state", "phone", "birthday"],
  profileCompleted: false,
  responsiblePlay: { activityReminderValue: 0 },
  documentConfirmStatus: "not_requested",
  autoVerificationData: { isEnabled: false, isAvailable: false, isTest: false, showOn: [], providers: [] },
};

describe("profile stage", () => {
  it("asks for the easy profile first", () => {
    expect(profileStage(base)).toEqual({ kind: "easy", fields: ["name", "surname", "birthday", "zip"] });
  });

  it("then the full profile with the list of what is missing", () => {
    const stage = profileStage({
      ...base,
      easyProfileCompleted: true,
      uncompletedProfileFields: ["city", "address", "address2", "state", "phone"],
    });
    expect(stage.kind).toBe("full");
    expect(stage.kind === "full" && stage.missing).toEqual(["city", "address", "state", "phone"]);
  });

  it("goes straight to the full profile when the easy module is off, and lists nothing once complete", () => {
    expect(profileStage({ ...base, easyProfileModuleEnabled: false }).kind).toBe("full");
    const done = profileStage({ ...base, easyProfileCompleted: true, profileCompleted: true });
    expect(done.kind === "full" && done.missing).toEqual([]);
  });

  it("fills the form with the stored values, blank where nothing is stored", () => {
    expect(profileFormValues({ ...base, name: "Ann" }, ["name", "zip"])).toEqual({ name: "Ann", zip: "" });
  });
});

describe("rewards and age", () => {
  it("names the rewards a save has just completed", () => {
    const reward = (completed: boolean, coins: number) => ({
      available: !completed,
      completed,
      coins,
      creditedAt: completed ? "2026-11-22T12:00:00.000Z" : null,
    });
    const before: Rewards = { email: reward(true, 10), profile: reward(false, 50), phone: reward(false, 30) };
    const after: Rewards = { email: reward(true, 10), profile: reward(true, 50), phone: reward(false, 30) };
    expect(newlyCompletedRewards(before, after)).toEqual([{ kind: "profile", coins: 50 }]);
  });

  it("counts an 18th birthday from the day itself", () => {
    const today = new Date(2026, 5, 15);
    expect(isOldEnough("2008-06-15", today)).toBe(true);
    expect(isOldEnough("2008-06-16", today)).toBe(false);
  });
});
