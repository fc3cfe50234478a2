import { describe, expect, it } from "vitest";
import { rememberDictionary } from "../../../lib/i18n";
import { metaTranslator, pageMeta } from "./page-meta";

rememberDictionary(
  { locale: "en", version: "meta-test" },
  {
    "notFound.title": "Page Not Found: {{path}}",
    "home.meta.title": "{{brand}} casino",
  },
);

const root = {
  id: "root",
  data: {
    brand: { id: "nlc", name: "NoLimitCoins" },
    dictionary: { locale: "en", version: "meta-test" },
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
    expect(metaTranslator([{ ...root, data: { ...root.data, dictionary: null } }]).t("home.meta.title")).toBe(
      "NoLimitCoins",
    );
  });
});
