import { describe, expect, it } from "vitest";
import { type ImportRef, importsUnder } from "./imports";
import { webFeatureReachOut } from "./web-feature-boundaries";

const ref = (file: string, specifier: string): ImportRef => ({ file, specifier, isTypeOnly: false });

describe("web features meet only in routes and layouts (decision 016)", () => {
  it("catches a feature importing another feature, the root, a route or a layout", () => {
    const found = webFeatureReachOut([
      ref("apps/web/app/features/home/components/a.tsx", "../../games-catalogue"),
      ref("apps/web/app/features/shell/hooks/b.ts", "../../../root"),
      ref("apps/web/app/features/shell/meta/c.ts", "../../../root/root-data.server"),
      ref("apps/web/app/features/search/d.ts", "../../routes/library/catalogue.server"),
      ref("apps/web/app/features/search/e.ts", "../../layouts/default-layout"),
      ref("apps/web/app/features/search/ok.ts", "./model/search-games"),
      ref("apps/web/app/features/search/components/ok.tsx", "../../../lib/session"),
      ref("apps/web/app/features/search/components/ok.tsx", "@casino/ui"),
      ref("apps/web/app/routes/search/route.tsx", "../../features/search"),
    ]);
    expect(found).toEqual([
      "apps/web/app/features/home/components/a.tsx imports ../../games-catalogue",
      "apps/web/app/features/shell/hooks/b.ts imports ../../../root",
      "apps/web/app/features/shell/meta/c.ts imports ../../../root/root-data.server",
      "apps/web/app/features/search/d.ts imports ../../routes/library/catalogue.server",
      "apps/web/app/features/search/e.ts imports ../../layouts/default-layout",
    ]);
  });

  it("holds on the real tree", () => {
    expect(webFeatureReachOut(importsUnder("apps/web/app/features"))).toEqual([]);
  });
});
