import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type LayerNames, namesOutsideVocabulary, unusedNotFeatures } from "./feature-names";

const ROOT = join(import.meta.dirname, "..", "..");
const folders = (path: string) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const contractFiles = () =>
  readdirSync(join(ROOT, "packages/contracts/src"))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    // `store.backoffice.ts` is the store's too: a feature's contracts may span files named `<feature>.<part>.ts`.
    .map((name) => name.split(".")[0] as string);
const domainNames = () =>
  readdirSync(join(ROOT, "packages/domain/src"), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() || (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")),
    )
    .map((entry) => entry.name.replace(/\.ts$/, ""));

const treeLayers = (): LayerNames[] => [
  { layer: "contracts", names: contractFiles() },
  { layer: "domain", names: domainNames() },
  { layer: "web", names: folders("apps/web/app/features") },
  { layer: "backoffice", names: folders("apps/backoffice/src/features") },
  { layer: "e2e", names: folders("e2e") },
];

describe("one name per feature in every layer", () => {
  it("contracts, domain, web, back office and e2e name their slices after server features or listed non-features", () => {
    expect(namesOutsideVocabulary(folders("apps/server/src/features"), treeLayers())).toEqual([]);
  });

  it("every listed non-feature is still in use", () => {
    expect(unusedNotFeatures(treeLayers())).toEqual([]);
  });

  it("catches a feature called by another name in one layer, and a stale list entry", () => {
    const layers: LayerNames[] = [
      { layer: "web", names: ["game-rounds", "rounds-history", "shell"] },
      { layer: "contracts", names: ["game-rounds", "text"] },
      { layer: "backoffice", names: ["game-rounds", "round-history"] },
    ];
    expect(namesOutsideVocabulary(["game-rounds"], layers)).toEqual([
      'web: "rounds-history" is not a server feature nor listed in tools/architecture/vocabulary.ts',
      'backoffice: "round-history" is not a server feature nor listed in tools/architecture/vocabulary.ts',
    ]);
    expect(unusedNotFeatures(layers)).toContain('web: "search" is unused');
  });
});
