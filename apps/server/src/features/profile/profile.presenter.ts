import { type Profile, UsStateSchema } from "@casino/contracts";
import { type ProfileValues, profileCompleteness } from "@casino/domain";
import type { PlayerProfile } from "../player";

/** The profile fields of a row; a state that is not one of the fifty and DC reads as not filled in. */
export function profileValuesOf(row: PlayerProfile): ProfileValues {
  const state = UsStateSchema.safeParse(row.state);
  return {
    name: row.name,
    surname: row.surname,
    city: row.city,
    address: row.address,
    address2: row.address2,
    zip: row.zip,
    state: state.success ? state.data : null,
    phone: row.phone,
    birthday: row.birthday,
  };
}

/** What identity verification says of the player (its index): status and the auto-verification block. */
export type ProfileVerification = Pick<Profile, "documentConfirmStatus" | "autoVerificationData">;

/** A player row as the spec's profile (§3), with the easy/full completeness of §5. */
export function presentProfile(row: PlayerProfile, verification: ProfileVerification): Profile {
  const values = profileValuesOf(row);
  return {
    email: row.email,
    emailConfirmed: row.emailConfirmedAt !== null,
    ...values,
    state: UsStateSchema.nullable().parse(values.state),
    easyProfileModuleEnabled: true,
    ...profileCompleteness(values),
    responsiblePlay: { activityReminderValue: row.activityReminderMinutes },
    ...verification,
  };
}
