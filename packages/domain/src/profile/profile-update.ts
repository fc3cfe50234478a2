import {
  FULL_PROFILE_FIELDS,
  MINIMUM_AGE_YEARS,
  type ProfileField,
  type UsStateCode,
} from "@casino/contracts";
import { checkBirthday, MAXIMUM_AGE_YEARS } from "./birthday";
import type { ProfileValues } from "./completeness";
import { normalizeUsPhone } from "./phone";
import { checkZipState } from "./zip-state";

/** The fields a player sends, already shaped by the contract; absent ones keep their stored value. */
export type ProfileChanges = Partial<Record<ProfileField, string>>;

export interface ProfileProblem {
  code: "VALIDATION_FAILED" | "UNDERAGE" | "ZIP_STATE_MISMATCH";
  message: string;
  fields: { field: ProfileField; message: string }[];
}

export type ProfileUpdateResult =
  | { ok: true; values: ProfileValues; changed: ProfileField[] }
  | { ok: false; problem: ProfileProblem };

const invalid = (field: ProfileField, message: string): ProfileProblem => ({
  code: "VALIDATION_FAILED",
  message: "The request body is not valid.",
  fields: [{ field, message }],
});

/**
 * Applies a partial update to the stored profile and checks what the contract cannot: the birthday is a
 * real date of someone aged 18 to 120 on today's date, the phone is a dialable US number, the ZIP is in a
 * US state and in the profile's state. Only the sent birthday and phone are judged (a stored value was
 * judged when it was saved); the ZIP and state are judged together whenever either changes.
 */
export function applyProfileUpdate(
  stored: ProfileValues,
  changes: ProfileChanges,
  now: Date,
): ProfileUpdateResult {
  const values = Object.fromEntries(
    FULL_PROFILE_FIELDS.map((field) => {
      const sent = changes[field];
      if (sent === undefined) return [field, stored[field]];
      return [field, sent.trim() === "" ? null : sent.trim()];
    }),
  ) as Record<ProfileField, string | null>;

  if (changes.birthday !== undefined) {
    const verdict = checkBirthday(changes.birthday, now, MINIMUM_AGE_YEARS);
    if (!verdict.ok && verdict.reason === "underage") {
      return {
        ok: false,
        problem: {
          code: "UNDERAGE",
          message: `You must be at least ${MINIMUM_AGE_YEARS} years old to play.`,
          fields: [{ field: "birthday", message: `You must be at least ${MINIMUM_AGE_YEARS} years old.` }],
        },
      };
    }
    if (!verdict.ok) {
      const why =
        verdict.reason === "too_old"
          ? `Enter a birthday within the last ${MAXIMUM_AGE_YEARS} years.`
          : verdict.reason === "future"
            ? "A birthday cannot be in the future."
            : "Enter a real date as YYYY-MM-DD.";
      return { ok: false, problem: invalid("birthday", why) };
    }
  }

  if (changes.phone !== undefined) {
    const phone = normalizeUsPhone(changes.phone);
    if (!phone)
      return { ok: false, problem: invalid("phone", "Enter a US phone number: +1 (###) ###-####.") };
    values.phone = phone;
  }

  if ((changes.zip !== undefined || changes.state !== undefined) && values.zip !== null) {
    const verdict = checkZipState(values.zip, values.state as UsStateCode | null);
    if (verdict === "unknown_zip") {
      return { ok: false, problem: invalid("zip", "This ZIP code is not in any US state.") };
    }
    if (verdict === "mismatch") {
      return {
        ok: false,
        problem: {
          code: "ZIP_STATE_MISMATCH",
          message: "The ZIP code is not in the chosen state.",
          fields: [
            { field: "zip", message: "This ZIP code is not in the chosen state." },
            { field: "state", message: "This state does not match the ZIP code." },
          ],
        },
      };
    }
  }

  const changed = FULL_PROFILE_FIELDS.filter((field) => values[field] !== stored[field]);
  return { ok: true, values, changed };
}
