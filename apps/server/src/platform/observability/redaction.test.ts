import pino from "pino";
import { describe, expect, it } from "vitest";
import { hasSecretQueryParam, redactingLoggerOptions, redactUrl } from "./redaction";

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

  it("masks the secrets of a URL carried in a parameter, such as the page the web app reports", () => {
    expect(redactUrl("/rest/request/handle/?page=%2Fgames%2Fember%2F%3Ftoken%3Dt0k3n%26lang%3Den")).toBe(
      `/rest/request/handle/?page=${encodeURIComponent("/games/ember/?token=[redacted]&lang=en")}`,
    );
    expect(redactUrl("/rest/request/handle/?page=%2Fpromotions%2F%3Ftab%3D2")).toBe(
      "/rest/request/handle/?page=%2Fpromotions%2F%3Ftab%3D2",
    );
    const nested = `/x?next=${encodeURIComponent(`/y?back=${encodeURIComponent("/reset?token=abc")}`)}`;
    expect(redactUrl(nested)).not.toContain("abc");
  });

  it("tells a URL that carries a secret", () => {
    expect(hasSecretQueryParam("/games/api/session?token=abc")).toBe(true);
    expect(hasSecretQueryParam("/api/rest/games?groupKey=guest")).toBe(false);
    expect(hasSecretQueryParam("/rest/app/init/")).toBe(false);
  });
});

describe("credential headers in a log line", () => {
  it("are censored wherever a line carries headers", () => {
    const lines: string[] = [];
    const log = pino({ ...redactingLoggerOptions() }, { write: (line: string) => void lines.push(line) });
    const secrets = {
      authorization: "Bearer header-secret-1",
      cookie: "sid=header-secret-2",
      "x-signature": "header-secret-3",
      "set-cookie": "sid=header-secret-4",
    };
    log.info({ headers: secrets }, "a request's headers");
    log.info({ res: { headers: secrets } }, "an answer's headers");
    log.info({ request: { headers: { ...secrets, accept: "text/html" } } }, "nested");
    const text = lines.join("");
    expect(text).not.toMatch(/header-secret/);
    expect(text).toContain("[redacted]");
    expect(text).toContain("text/html");
  });
});
