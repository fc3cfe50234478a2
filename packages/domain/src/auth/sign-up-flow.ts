/** The two sign-up flows of `/rest/otp/get-flow/`: email and password, or a one-time code. */
export type SignUpFlowName = "email" | "otp";

/**
 * Acquisition sources (`registration_source` / `traffic_source`) whose visitors sign up with a one-time
 * code instead of a password, per brand. Campaigns that reach people on their phone convert better
 * without a password to invent; everyone else gets the classic form.
 */
export const OTP_SIGN_UP_SOURCES: Readonly<Record<string, readonly string[]>> = {
  funrize: ["sms", "phone", "otp-campaign"],
  tao: ["sms", "phone", "otp-campaign"],
  nlc: ["sms", "phone", "otp-campaign", "push"],
  fortuneWheelz: ["sms", "phone", "otp-campaign"],
  funzCity: ["sms", "phone", "otp-campaign"],
  jackpotRabbit: ["sms", "phone", "otp-campaign"],
  sws: ["sms", "phone", "otp-campaign"],
  product: ["sms", "phone", "otp-campaign"],
  stormrush: ["sms", "phone", "otp-campaign", "push"],
};

const normalise = (value: string | null | undefined) => (value ?? "").trim().toLowerCase();

/**
 * Which sign-up flow a visitor gets: `otp` when either source is one of the brand's one-time-code
 * sources (compared trimmed and case-insensitively), `email` otherwise, also for an unknown brand.
 */
export function chooseSignUpFlow(
  brandId: string,
  sources: { registrationSource?: string | null; trafficSource?: string | null },
  otpSources: Readonly<Record<string, readonly string[]>> = OTP_SIGN_UP_SOURCES,
): SignUpFlowName {
  const listed = new Set((otpSources[brandId] ?? []).map(normalise));
  const given = [normalise(sources.registrationSource), normalise(sources.trafficSource)];
  return given.some((source) => source !== "" && listed.has(source)) ? "otp" : "email";
}
