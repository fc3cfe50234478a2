import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { importsUnder, isTestFile, sourcesUnder } from "./imports";
import { featureCycles, impureDomainCalls, indexReExportsOfRepos } from "./rules";

/** ARCHITECTURE D22: the layering rules, checked on every test run so they cannot drift. */
describe("architecture rules", () => {
  it("server features use each other only through their index.ts", () => {
    const offending = importsUnder("apps/server/src/features").filter(({ file, specifier }) => {
      if (!specifier.startsWith(".")) return false;
      const feature = file.split("/")[4];
      const target = normalize(join(dirname(file), specifier));
      const parts = target.split("/");
      const targetFeature = parts[3] === "features" ? parts[4] : undefined;
      // Reaching another feature is only allowed as `features/<other>` itself (its index.ts).
      return targetFeature !== undefined && targetFeature !== feature && parts.length > 5;
    });
    expect(offending).toEqual([]);
  });

  it("web features never import another web feature", () => {
    const offending = importsUnder("apps/web/app/features").filter(({ file, specifier }) => {
      const feature = file.split("/")[4];
      const target = specifier.startsWith(".") ? normalize(join(dirname(file), specifier)) : specifier;
      const match = /features\/([^/]+)/.exec(target);
      return match !== null && match[1] !== feature;
    });
    expect(offending).toEqual([]);
  });

  it("only repositories, the db package and database wiring touch SQL", () => {
    const sqlModules = ["drizzle-orm", "pg", "@electric-sql/pglite"];
    const offending = ["apps/server/src", "apps/web/app", "packages/domain", "packages/contracts"]
      .flatMap(importsUnder)
      .filter(({ file, specifier, isTypeOnly }) => {
        if (isTypeOnly || isTestFile(file) || file.endsWith(".repo.ts")) return false;
        return sqlModules.some((m) => specifier === m || specifier.startsWith(`${m}/`));
      });
    expect(offending).toEqual([]);
  });

  it("the domain package is pure: no I/O, no frameworks, no other workspace", () => {
    const forbidden =
      /^(node:|fs$|net$|http|pg$|fastify|@fastify|react|drizzle|@electric-sql|@casino\/(db|ui))/;
    const offending = importsUnder("packages/domain").filter(
      ({ file, specifier }) => !isTestFile(file) && forbidden.test(specifier),
    );
    expect(offending).toEqual([]);
  });

  it("the web app never imports server code", () => {
    const offending = importsUnder("apps/web/app").filter(
      ({ specifier }) => specifier.includes("apps/server") || specifier.startsWith("@casino/db"),
    );
    expect(offending).toEqual([]);
  });

  it("contract strings are storable text: no z.string() (or z.url()) outside text.ts", () => {
    // text() refuses NUL and lone surrogates, which PostgreSQL rejects (a 500) or silently rewrites (two
    // provider ids become one). Telling input from output schemas by reading source is guesswork, so
    // every string schema starts from text(), outputs included (a format may follow: `text().pipe(z.url())`).
    const folder = join(import.meta.dirname, "..", "..", "packages", "contracts", "src");
    const bareString = /(?<!\.pipe\()\bz\s*\.\s*(?:coerce\s*\.\s*)?(?:string|url|httpUrl)\s*\(/;
    const offending = readdirSync(folder)
      .filter((name) => name.endsWith(".ts") && name !== "text.ts" && !isTestFile(name))
      .flatMap((name) =>
        readFileSync(join(folder, name), "utf8")
          .split("\n")
          .map((line, index) => ({ line, at: `packages/contracts/src/${name}:${index + 1}` }))
          .filter(({ line }) => bareString.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offending).toEqual([]);
  });

  it("no server feature's index.ts re-exports a repo", () => {
    expect(indexReExportsOfRepos(importsUnder("apps/server/src/features"))).toEqual([]);
  });

  it("the domain never reads the clock or the system's randomness", () => {
    const sources = sourcesUnder("packages/domain/src").filter(({ file }) => !isTestFile(file));
    expect(impureDomainCalls(sources)).toEqual([]);
  });

  it("server features do not import each other in a loop", () => {
    const refs = importsUnder("apps/server/src/features").filter(({ file }) => !isTestFile(file));
    expect(featureCycles(refs)).toEqual([]);
  });
});
