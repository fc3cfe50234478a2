import { z } from "zod";
import { PhoneSchema } from "./auth";
import { defineEndpoint } from "./endpoint";
import { RewardsSchema } from "./rewards";
import { text } from "./text";

/** The fifty states and DC, by USPS code: the profile's `state`. */
export const US_STATES = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
} as const;
export type UsStateCode = keyof typeof US_STATES;
export const UsStateSchema = z.enum(Object.keys(US_STATES) as [UsStateCode, ...UsStateCode[]]);

export const MINIMUM_AGE_YEARS = 18;

/** Spec §5: the short form shown until it is complete, and the full profile. */
export const EASY_PROFILE_FIELDS = ["name", "surname", "birthday", "zip"] as const;
export const FULL_PROFILE_FIELDS = [
  "name",
  "surname",
  "city",
  "address",
  "address2",
  "zip",
  "state",
  "phone",
  "birthday",
] as const;
/** Every full-profile field but `address2` must be filled for the profile to count as complete. */
export const REQUIRED_PROFILE_FIELDS = FULL_PROFILE_FIELDS.filter((field) => field !== "address2");
export type ProfileField = (typeof FULL_PROFILE_FIELDS)[number];

const NameSchema = text()
  .trim()
  .min(1, { message: "Required." })
  .max(60)
  .regex(/^[\p{L}][\p{L} .'-]*$/u, { message: "Use letters only." });

/** A calendar date `YYYY-MM-DD`; the 18+ rule needs the clock and is checked by the server. */
export const BirthdaySchema = z.iso.date({ message: "Enter a date as YYYY-MM-DD." });
export const ZipSchema = text()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, { message: "Enter a 5-digit ZIP code." });

/** Partial update: a field left out keeps its value. The server checks age and that the ZIP fits the state. */
export const ProfileUpdateSchema = z
  .object({
    name: NameSchema,
    surname: NameSchema,
    birthday: BirthdaySchema,
    zip: ZipSchema,
    city: text().trim().min(1).max(100),
    address: text().trim().min(1).max(150),
    address2: text().trim().max(150),
    state: UsStateSchema,
    phone: PhoneSchema,
    activityReminderValue: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** Spec §3 profile. */
export const ProfileSchema = z.object({
  email: text(),
  emailConfirmed: z.boolean(),
  name: text().nullable(),
  surname: text().nullable(),
  birthday: text().nullable(),
  zip: text().nullable(),
  city: text().nullable(),
  address: text().nullable(),
  address2: text().nullable(),
  state: UsStateSchema.nullable(),
  phone: text().nullable(),
  easyProfileModuleEnabled: z.boolean(),
  easyProfileCompleted: z.boolean(),
  uncompletedProfileFields: z.array(z.enum(FULL_PROFILE_FIELDS)),
  profileCompleted: z.boolean(),
  responsiblePlay: z.object({ activityReminderValue: z.number().int() }),
  /** The identity verification's status (spec §4: an approval is stored as `verified`). */
  documentConfirmStatus: z.enum(["not_requested", "pending", "verified", "rejected"]),
  autoVerificationData: z.object({
    isEnabled: z.boolean(),
    isAvailable: z.boolean(),
    isTest: z.boolean(),
    showOn: z.array(text()),
    providers: z.array(text()),
  }),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const profilePageEndpoint = defineEndpoint({
  id: "profilePage",
  auth: "player",
  method: "GET",
  path: "/rest/page/profile/",
  summary: "Everything the account page shows: profile and profile rewards.",
  tags: ["profile"],
  output: z.object({ profile: ProfileSchema, rewards: RewardsSchema }),
  errors: ["UNAUTHENTICATED"],
});

export const profileEndpoint = defineEndpoint({
  id: "playerProfile",
  auth: "player",
  method: "GET",
  path: "/rest/player/profile/",
  summary: "The signed-in player's profile.",
  tags: ["profile"],
  output: ProfileSchema,
  errors: ["UNAUTHENTICATED"],
});

export const profileUpdateEndpoint = defineEndpoint({
  id: "playerProfileUpdate",
  auth: "player",
  method: "POST",
  path: "/rest/player/profile/",
  summary: "Update profile fields; completing a rewarded step credits its coins once.",
  tags: ["profile"],
  body: ProfileUpdateSchema,
  output: z.object({ success: z.literal(true), profile: ProfileSchema, rewards: RewardsSchema }),
  errors: ["UNAUTHENTICATED", "VALIDATION_FAILED"],
});
