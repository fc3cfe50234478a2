import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type BuildInfo, BuildInfoSchema } from "@casino/contracts";

/** The build the web bundle was made from; without a bundle (API-only tests) a fixed dev id. */
export function readBuildInfo(buildDir: string): BuildInfo {
  try {
    return BuildInfoSchema.parse(JSON.parse(readFileSync(join(buildDir, "build-info.json"), "utf8")));
  } catch {
    return { id: "dev", timestamp: 0 };
  }
}
