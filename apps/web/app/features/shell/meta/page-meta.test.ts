import { describe, expect, it } from "vitest";
import { metaTranslator, pageMeta } from "./page-meta";

const root = {
  id: "root",
  data: {
    brand: { id: "nlc", name: "NoLimitCoins" },
    translationsJson: JSON.stringify({
      "notFound.title": "Page Not Found: {{path}}",
      "home.meta.title": "{{brand}} casino",
    }),
  },
};

describe("page titles", () => {
  it("fills the brand and the given values from the root dictionary", () => {
    expect(pageMeta([root], { title: "notFound.title" }, { path: "/nope" })).toEqual([
      { title: "Page Not Found: /nope" },
    ]);
    expect(metaTranslator([root, undefined]).t("home.meta.title")).toBe("NoLimitCoins casino");
  });

  it("falls back to the brand name when the text is missing", () => {
    expect(
      metaTranslator([{ ...root, data: { ...root.data, translationsJson: null } }]).t("home.meta.title"),
    ).toBe("NoLimitCoins");
  });
});
