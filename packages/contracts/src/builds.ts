import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { text } from "./text";

export const BuildInfoSchema = z.object({ id: text(), timestamp: z.number().int() });
export type BuildInfo = z.infer<typeof BuildInfoSchema>;

export const latestBuildEndpoint = defineEndpoint({
  id: "latestBuild",
  method: "GET",
  path: "/builds/latest.json",
  summary: "The build the server is running; clients poll it hourly to offer a refresh.",
  tags: ["platform"],
  query: z.object({ timestamp: text().max(32).optional() }),
  output: BuildInfoSchema,
});

export const buildMetaEndpoint = defineEndpoint({
  id: "buildMeta",
  method: "GET",
  path: "/builds/meta/{buildId}.json",
  summary: "Metadata of one build; only the running build is known.",
  tags: ["platform"],
  params: z.object({ buildId: text().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
  output: BuildInfoSchema,
  errors: ["BUILD_NOT_FOUND"],
});
