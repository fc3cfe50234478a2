import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { backofficeFeatureReachOut, crossAppImports } from "./app-boundaries";
import { sourcesUnder } from "./imports";

const source = (file: string, ...specifiers: string[]) => ({
  file,
  text: specifiers.map((specifier) => `import { x } from "${specifier}";`).join("\n"),
});

describe("the player app and the back office share only packages (decision 033)", () => {
  it("catches the web app importing back-office code, by path, by package or lazily, and the reverse", () => {
    const found = crossAppImports([
      source("apps/web/app/routes/a.tsx", "../../../backoffice/src/shell/nav"),
      source("apps/web/app/features/b/c.ts", "@casino/backoffice/src/lib/api"),
      { file: "apps/web/app/root.tsx", text: 'const admin = () => import("../../backoffice/src/main");' },
      source("apps/backoffice/src/lib/api/d.ts", "../../../../web/app/lib/api"),
      source("apps/backoffice/src/app/e.ts", "@casino/db"),
      source("apps/web/app/ok.ts", "@casino/contracts/operators", "@casino/ui", "./backoffice-link"),
      source("apps/backoffice/src/ok.ts", "@casino/contracts/client", "@casino/ui"),
    ]);
    expect(found).toEqual([
      "apps/web/app/routes/a.tsx imports ../../../backoffice/src/shell/nav",
      "apps/web/app/features/b/c.ts imports @casino/backoffice/src/lib/api",
      "apps/web/app/root.tsx imports ../../backoffice/src/main",
      "apps/backoffice/src/lib/api/d.ts imports ../../../../web/app/lib/api",
      "apps/backoffice/src/app/e.ts imports @casino/db",
    ]);
  });

  it("holds on the real tree and in the player app's dependencies", () => {
    expect(crossAppImports([...sourcesUnder("apps/web"), ...sourcesUnder("apps/backoffice")])).toEqual([]);
    const web = JSON.parse(readFileSync(join(import.meta.dirname, "../../apps/web/package.json"), "utf8"));
    expect(Object.keys({ ...web.dependencies, ...web.devDependencies })).not.toContain("@casino/backoffice");
  });
});

describe("back-office features meet only in the app (like the web's, decision 016)", () => {
  it("catches a feature importing another feature, the shell or the app, and a deep import from outside", () => {
    const found = backofficeFeatureReachOut([
      source("apps/backoffice/src/features/operators/staff/a.tsx", "../../players/players-page"),
      source("apps/backoffice/src/features/operators/b.ts", "../../shell/nav"),
      source("apps/backoffice/src/features/operators/c.ts", "../../app/screens"),
      source("apps/backoffice/src/app/routes.tsx", "../features/operators/staff/staff-page"),
      source("apps/backoffice/src/features/operators/ok.ts", "./staff/staff-page", "../../lib/api"),
      source("apps/backoffice/src/app/ok.ts", "../features/operators", "../features/operators/index"),
      source("apps/backoffice/src/features/operators/staff/ok.test.tsx", "../../../lib/table"),
    ]);
    expect(found).toEqual([
      "apps/backoffice/src/features/operators/staff/a.tsx imports ../../players/players-page",
      "apps/backoffice/src/features/operators/b.ts imports ../../shell/nav",
      "apps/backoffice/src/features/operators/c.ts imports ../../app/screens",
      "apps/backoffice/src/app/routes.tsx imports ../features/operators/staff/staff-page",
    ]);
  });

  it("holds on the real tree", () => {
    expect(backofficeFeatureReachOut(sourcesUnder("apps/backoffice/src"))).toEqual([]);
  });
});
