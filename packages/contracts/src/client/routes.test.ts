import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as endpoints from "../index";
import * as client from "./index";

describe("client routes", () => {
  const routes = Object.entries(client).filter(([name]) => name.endsWith("Route"));

  it("each stands for the endpoint of the same name: same id, method and path", () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const [name, route] of routes) {
      const endpoint = (endpoints as Record<string, unknown>)[name.replace(/Route$/, "Endpoint")];
      expect(endpoint, name).toMatchObject(route as object);
    }
  });

  it("the client entry loads no schema: nothing in it imports zod or a schema module at run time", () => {
    const folder = new URL(".", import.meta.url);
    const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter(
      (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
    );
    expect(files).toContain("routes/index.ts");
    for (const file of files) {
      const source = readFileSync(new URL(file, folder), "utf8");
      const runtimeImports = [...source.matchAll(/^(?:import|export)(?! type)[^;]*?from "([^"]+)"/gms)].map(
        ([, specifier]) => specifier,
      );
      // Only modules of the client folder itself: `./x`, or `../x` from its routes folder.
      for (const specifier of runtimeImports)
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\.?\/[\w-]+$/);
    }
  });
});
