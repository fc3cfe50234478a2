import { describe, expect, it } from "vitest";
import { hasSecretQueryParam, redactUrl } from "./redaction";

describe("secrets in URLs", () => {
  it("masks link tokens, game tokens and one-time codes, and keeps the rest as sent", () => {
    expect(redactUrl("/reset?token=abc.DEF-123")).toBe("/reset?token=[redacted]");
    expect(redactUrl("/?openNotify=EMAIL_VERIFIED&confirmToken=s3cr3t")).toBe(
      "/?openNotify=EMAIL_VERIFIED&confirmToken=[redacted]",
    );
    expect(redactUrl("/games/ember-sevens/?token=t0k3n&lang=en")).toBe(
      "/games/ember-sevens/?token=[redacted]&lang=en",
    );
    expect(redactUrl("/verify?code=123456&TOKEN=x&sid=y")).toBe(
      "/verify?code=[redacted]&TOKEN=[redacted]&sid=[redacted]",
    );
    expect(redactUrl("/x?confirm%54oken=abc")).toBe("/x?confirm%54oken=[redacted]");
    expect(redactUrl("/rest/app/init/")).toBe("/rest/app/init/");
    expect(redactUrl("/api/rest/games?groupKey=guest&refcode=FRIEND")).toBe(
      "/api/rest/games?groupKey=guest&refcode=FRIEND",
    );
  });

  it("tells a URL that carries a secret", () => {
    expect(hasSecretQueryParam("/games/api/session?token=abc")).toBe(true);
    expect(hasSecretQueryParam("/api/rest/games?groupKey=guest")).toBe(false);
    expect(hasSecretQueryParam("/rest/app/init/")).toBe(false);
  });
});
