import {
  EASY_PROFILE_FIELDS,
  FULL_PROFILE_FIELDS,
  type ProfileField,
  REQUIRED_PROFILE_FIELDS,
} from "@casino/contracts";

/** The stored profile fields; null (or blank) means not filled in. */
export type ProfileValues = Readonly<Record<ProfileField, string | null>>;

export interface ProfileCompleteness {
  easyProfileCompleted: boolean;
  profileCompleted: boolean;
  /** Full-profile fields still empty, in the order the full form shows them. */
  uncompletedProfileFields: ProfileField[];
}

const isFilled = (value: string | null) => value !== null && value.trim() !== "";

/** Spec §5: the easy profile is done with name, surname, birthday and zip; the full one with every required field. */
export function profileCompleteness(values: ProfileValues): ProfileCompleteness {
  return {
    easyProfileCompleted: EASY_PROFILE_FIELDS.every((field) => isFilled(values[field])),
    profileCompleted: REQUIRED_PROFILE_FIELDS.every((field) => isFilled(values[field])),
    uncompletedProfileFields: FULL_PROFILE_FIELDS.filter((field) => !isFilled(values[field])),
  };
}
