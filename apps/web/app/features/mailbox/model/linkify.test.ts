import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

describe("email text links", () => {
  it("turns http and https addresses into links and keeps the text around them", () => {
    expect(
      linkify("Confirm: http://localhost:3000/?openNotify=EMAIL_VERIFIED&confirmToken=abc. Thanks"),
    ).toEqual([
      { kind: "text", text: "Confirm: " },
      { kind: "link", href: "http://localhost:3000/?openNotify=EMAIL_VERIFIED&confirmToken=abc" },
      { kind: "text", text: ". Thanks" },
    ]);
  });

  it("leaves text without addresses alone, and never links other schemes", () => {
    expect(linkify("Your code is 123456")).toEqual([{ kind: "text", text: "Your code is 123456" }]);
    expect(linkify("javascript:alert(1)")).toEqual([{ kind: "text", text: "javascript:alert(1)" }]);
  });
});
