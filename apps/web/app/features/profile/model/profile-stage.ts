import type { Profile, ProfileField, RewardKind, Rewards } from "@casino/contracts";
import {
  EASY_PROFILE_FIELDS,
  FULL_PROFILE_FIELDS,
  MINIMUM_AGE_YEARS,
  REQUIRED_PROFILE_FIELDS,
} from "@casino/contracts";
import { REWARD_KINDS } from "@casino/contracts/client";

export type ProfileStage =
  | { kind: "easy"; fields: readonly ProfileField[] }
  | { kind: "full"; fields: readonly ProfileField[]; missing: readonly ProfileField[] };

/**
 * Spec §5: the easy profile (name, surname, birthday, zip) until it is completed, then the full profile;
 * while the full profile is unfinished, the list of the required fields still missing comes with it.
 */
export function profileStage(profile: Profile): ProfileStage {
  if (profile.easyProfileModuleEnabled && !profile.easyProfileCompleted) {
    return { kind: "easy", fields: EASY_PROFILE_FIELDS };
  }
  return {
    kind: "full",
    fields: FULL_PROFILE_FIELDS,
    // Only fields the profile needs count as missing (address line 2 is optional).
    missing: profile.profileCompleted
      ? []
      : profile.uncompletedProfileFields.filter((field) =>
          (REQUIRED_PROFILE_FIELDS as readonly string[]).includes(field),
        ),
  };
}

/** The profile's values as form text (the form shows "" for a field never filled). */
export function profileFormValues(profile: Profile, fields: readonly ProfileField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, profile[field] ?? ""]));
}

/** Rewards completed by the last save, to tell the player what they just earned. */
export function newlyCompletedRewards(
  before: Rewards,
  after: Rewards,
): Array<{ kind: RewardKind; coins: number }> {
  return REWARD_KINDS.filter((kind) => !before[kind].completed && after[kind].completed).map((kind) => ({
    kind,
    coins: after[kind].coins,
  }));
}

/** Whether someone born on `birthday` (YYYY-MM-DD) is at least 18 on `today`; the server decides for real. */
export function isOldEnough(birthday: string, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return true;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const adultOn = Date.UTC(year + MINIMUM_AGE_YEARS, month - 1, day);
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return todayUtc >= adultOn;
}
