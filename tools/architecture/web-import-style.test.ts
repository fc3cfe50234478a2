import { describe, expect, it } from "vitest";
import { type ImportRef, importsUnder, sourcesUnder } from "./imports";
import { barrelProblems, deepFeatureImports } from "./web-import-style";

const ref = (file: string, specifier: string): ImportRef => ({ file, specifier, isTypeOnly: false });

describe("routes import a feature through its index or its loaders (decision 016)", () => {
  it("catches a route, layout or root module reaching past a feature's index", () => {
    const found = deepFeatureImports([
      ref("apps/web/app/routes/library/route.tsx", "../../features/games-catalogue/components/library-page"),
      ref("apps/web/app/layouts/default-layout.tsx", "../features/auth/components/email-banner"),
      ref("apps/web/app/root/root-data.server.ts", "../features/auth/model/registration-gate"),
      ref("apps/web/app/routes/fairness/route.tsx", "../../features/fairness/model/fairness.server"),
      ref("apps/web/app/routes/fairness/route.tsx", "../../features/fairness"),
      ref("apps/web/app/routes/fairness/route.tsx", "../../features/fairness/index"),
      ref("apps/web/app/routes/fairness/route.tsx", "../../features/fairness/fairness.server"),
      ref("apps/web/app/routes/fairness/route.test.tsx", "../../features/fairness/model/verify-round"),
      ref("apps/web/app/features/fairness/components/page.tsx", "../model/verify-round"),
    ]);
    expect(found).toEqual([
      "apps/web/app/routes/library/route.tsx imports ../../features/games-catalogue/components/library-page",
      "apps/web/app/layouts/default-layout.tsx imports ../features/auth/components/email-banner",
      "apps/web/app/root/root-data.server.ts imports ../features/auth/model/registration-gate",
      "apps/web/app/routes/fairness/route.tsx imports ../../features/fairness/model/fairness.server",
    ]);
  });

  it("catches an index that re-exports a loader, exports everything, or runs code", () => {
    const found = barrelProblems([
      { file: "a/index.ts", text: 'export { loadPage } from "./page.server";' },
      { file: "b/index.ts", text: 'export * from "./components/page";' },
      { file: "c/index.ts", text: 'import "./setup";\nexport { Page } from "./page";' },
      {
        file: "ok/index.ts",
        text: '// the public face\nexport { Page, type PageProps } from "./components/page";\nexport type { Row } from "./model/row";\n',
      },
    ]);
    expect(found).toEqual([
      "a/index.ts: re-exports a *.server module",
      "b/index.ts: export * (name what leaves the feature)",
      'c/index.ts: import "./setup" (an index only re-exports)',
    ]);
  });

  it("holds on the real tree", () => {
    expect(deepFeatureImports(importsUnder("apps/web/app"))).toEqual([]);
    const indexes = sourcesUnder("apps/web/app/features").filter(({ file }) =>
      /^apps\/web\/app\/features\/[^/]+\/index\.ts$/.test(file),
    );
    expect(indexes.length).toBeGreaterThan(10);
    expect(barrelProblems(indexes)).toEqual([]);
  });
});
