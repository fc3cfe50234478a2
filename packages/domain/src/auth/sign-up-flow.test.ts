import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chooseSignUpFlow, OTP_SIGN_UP_SOURCES } from "./sign-up-flow";

describe("which sign-up flow a visitor gets", () => {
  it("sends visitors of a phone campaign to the one-time code", () => {
    expect(chooseSignUpFlow("funrize", { trafficSource: "sms" })).toBe("otp");
    expect(chooseSignUpFlow("funrize", { registrationSource: "otp-campaign" })).toBe("otp");
  });

  it("gives everyone else the email and password form", () => {
    expect(chooseSignUpFlow("funrize", {})).toBe("email");
    expect(chooseSignUpFlow("funrize", { trafficSource: "google", registrationSource: "banner" })).toBe(
      "email",
    );
  });

  it("matches sources whatever their case or surrounding spaces", () => {
    expect(chooseSignUpFlow("tao", { trafficSource: "  SMS " })).toBe("otp");
  });

  it("uses each brand's own list", () => {
    expect(chooseSignUpFlow("nlc", { trafficSource: "push" })).toBe("otp");
    expect(chooseSignUpFlow("funrize", { trafficSource: "push" })).toBe("email");
  });

  it("falls back to email for a brand without a list", () => {
    expect(chooseSignUpFlow("unknown", { trafficSource: "sms" })).toBe("email");
  });

  it("lists every brand of the spec", () => {
    expect(Object.keys(OTP_SIGN_UP_SOURCES)).toHaveLength(9);
  });

  it("never picks otp for a source outside the brand's list", () => {
    const listed = new Set(OTP_SIGN_UP_SOURCES.funrize);
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const isListed = [a, b].some((s) => listed.has(s.trim().toLowerCase()));
        const flow = chooseSignUpFlow("funrize", { registrationSource: a, trafficSource: b });
        expect(flow).toBe(isListed ? "otp" : "email");
      }),
    );
  });
});
