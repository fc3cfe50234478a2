import { describe, expect, it } from "vitest";
import { canonicalEmail } from "./canonical-email";

describe("canonical e-mail address", () => {
  it("folds case and spaces for every domain", () => {
    expect(canonicalEmail("  Ann.Lee@Example.COM ")).toBe("ann.lee@example.com");
  });

  it("drops +tags where the provider ignores them, and Gmail's dots", () => {
    expect(canonicalEmail("a.b.c+bonus1@gmail.com")).toBe("abc@gmail.com");
    expect(canonicalEmail("abc+2@googlemail.com")).toBe("abc@gmail.com");
    expect(canonicalEmail("sam+farm@outlook.com")).toBe("sam@outlook.com");
    expect(canonicalEmail("sam+farm@icloud.com")).toBe("sam@icloud.com");
  });

  it("keeps +tags at domains that may deliver them to another mailbox", () => {
    expect(canonicalEmail("sam+farm@example.com")).toBe("sam+farm@example.com");
    expect(canonicalEmail("s.a.m@example.com")).toBe("s.a.m@example.com");
  });
});
