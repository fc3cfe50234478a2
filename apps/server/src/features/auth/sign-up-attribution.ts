import type { NewPlayerInput } from "../player";

/** What both sign-up forms (password and one-time code) may send about the new player besides the address. */
export interface SignUpAttributionInput {
  phone?: string;
  refcode?: string;
  registrationSource?: string;
  trafficSource?: string;
}

/** The new player's phone and where they came from; the forms send an empty string for "not given". */
export const attributionOf = (
  input: SignUpAttributionInput,
): Pick<NewPlayerInput, "phone" | "affiliateRefcode" | "registrationSource" | "trafficSource"> => ({
  phone: input.phone ?? null,
  affiliateRefcode: input.refcode || null,
  registrationSource: input.registrationSource || null,
  trafficSource: input.trafficSource || null,
});
