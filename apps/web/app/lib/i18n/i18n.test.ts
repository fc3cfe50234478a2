import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";

describe("i18n instances", () => {
  const dictionary = { "home.title": "Welcome to {{brand}}" };

  it("renders with the dictionary it was given", () => {
    expect(createI18n("en", dictionary).t("home.title", { brand: "FunRize" })).toBe("Welcome to FunRize");
  });

  it("makes one instance per dictionary and locale, however many pages render with them", () => {
    expect(createI18n("en", dictionary)).toBe(createI18n("en", dictionary));
    expect(createI18n("es", dictionary)).not.toBe(createI18n("en", dictionary));
    expect(createI18n("en", { ...dictionary })).not.toBe(createI18n("en", dictionary));
  });

  it("without a dictionary shows keys, never another page's texts", () => {
    expect(createI18n("en", null).t("home.title")).toBe("home.title");
  });
});
