import { describe, expect, it } from "vitest";
import { ApiError } from "../api";
import { createI18n } from "../i18n";
import { apiErrorText, formatWait } from "./api-error-text";

const { t } = createI18n("en", {
  "errors.generic": "Something went wrong.",
  "errors.invalidCredentials": "Wrong email or password.",
  "errors.rateLimited": "Too many attempts.",
  "errors.rateLimitedRetry": "Too many attempts. Try again in {{wait}}.",
  "errors.accountLockedRetry": "Locked. Try again in {{wait}}.",
  "auth.reset.tokenInvalid": "This reset link has expired.",
  "errors.underage": "You must be 18 or older to play.",
  "errors.underageAt": "You must be at least {{age}} to play here.",
});

describe("error messages", () => {
  it("says how long to wait, rounded up, in the page's language", () => {
    expect(formatWait(42, "en")).toBe("42 seconds");
    expect(formatWait(1, "en")).toBe("1 second");
    expect(formatWait(900, "en")).toBe("15 minutes");
    expect(formatWait(61, "es")).toBe("61 segundos");
  });

  it("maps error codes to friendly texts, with a screen's own wording first", () => {
    expect(apiErrorText(t, "en", new ApiError("INVALID_CREDENTIALS", 401, "x"))).toBe(
      "Wrong email or password.",
    );
    expect(apiErrorText(t, "en", new ApiError("RATE_LIMITED", 429, "x", [], 30))).toBe(
      "Too many attempts. Try again in 30 seconds.",
    );
    expect(apiErrorText(t, "en", new ApiError("RATE_LIMITED", 429, "x"))).toBe("Too many attempts.");
    expect(apiErrorText(t, "en", new ApiError("ACCOUNT_LOCKED", 429, "x", [], 840))).toBe(
      "Locked. Try again in 14 minutes.",
    );
    expect(
      apiErrorText(t, "en", new ApiError("TOKEN_INVALID", 400, "x"), {
        TOKEN_INVALID: "auth.reset.tokenInvalid",
      }),
    ).toBe("This reset link has expired.");
    expect(apiErrorText(t, "en", new Error("boom"))).toBe("Something went wrong.");
  });

  it("names the minimum age of the visitor's place when the server refuses a sign-up as underage", () => {
    const refusal = new ApiError("UNDERAGE", 400, "You must be at least 21 to play here.");
    expect(apiErrorText(t, "en", refusal)).toBe("You must be at least 21 to play here.");
    expect(apiErrorText(t, "en", new ApiError("UNDERAGE", 400, "Too young."))).toBe(
      "You must be 18 or older to play.",
    );
  });
});
