import { describe, expect, it } from "vitest";
import type { ImportRef } from "./imports";
import { featureCycles, impureDomainCalls, indexReExportsOfRepos } from "./rules";

/** Each rule must catch the violation it exists for, or a green run would prove nothing. */
const ref = (file: string, specifier: string, isTypeOnly = false): ImportRef => ({
  file,
  specifier,
  isTypeOnly,
});

describe("the architecture rules catch what they are for", () => {
  it("an index.ts that re-exports a repo", () => {
    const refs = [
      ref("apps/server/src/features/wheel/index.ts", "./wheel.repo"),
      ref("apps/server/src/features/wheel/index.ts", "./wheel.repo", true),
      ref("apps/server/src/features/wheel/index.ts", "./wheel.service"),
      ref("apps/server/src/features/wheel/wheel.service.ts", "./wheel.repo"),
    ];
    expect(indexReExportsOfRepos(refs)).toEqual([
      "apps/server/src/features/wheel/index.ts re-exports ./wheel.repo",
    ]);
  });

  it("the clock or randomness read inside the domain", () => {
    const found = impureDomainCalls([
      { file: "packages/domain/src/a.ts", text: "const at = Date.now();" },
      { file: "packages/domain/src/b.ts", text: "const roll = Math.random();" },
      { file: "packages/domain/src/c.ts", text: "const now = new Date();" },
      { file: "packages/domain/src/d.ts", text: 'import { randomInt } from "node:crypto";' },
      { file: "packages/domain/src/e.ts", text: "const id = crypto.randomUUID();" },
      {
        file: "packages/domain/src/ok.ts",
        text: "// Date.now() is never called here\nnew Date(now.getTime());",
      },
    ]);
    expect(found.map((line) => line.split(":")[0])).toEqual([
      "packages/domain/src/a.ts",
      "packages/domain/src/b.ts",
      "packages/domain/src/c.ts",
      "packages/domain/src/d.ts",
      "packages/domain/src/e.ts",
    ]);
  });

  it("a loop of features importing each other, named once", () => {
    const refs = [
      ref("apps/server/src/features/quests/quests.service.ts", "../wheel"),
      ref("apps/server/src/features/wheel/wheel.service.ts", "../ledger"),
      ref("apps/server/src/features/ledger/ledger.service.ts", "../quests"),
      ref("apps/server/src/features/ledger/ledger.repo.ts", "../wheel", true),
      ref("apps/server/src/features/auth/auth.service.ts", "../ledger"),
    ];
    expect(featureCycles(refs)).toEqual(["ledger → quests → wheel → ledger"]);
    expect(featureCycles(refs.slice(1))).toEqual([]);
  });
});
