import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { text } from "./text";

export const RequestHandleSchema = z.object({
  authorized: z.boolean(),
  /** Where the browser must go instead (URL rules of spec §2); null to render the page. */
  redirectUrl: text().nullable(),
  /** Whether `redirectUrl` leaves the app (full navigation) rather than a route change. */
  isExternal: z.boolean(),
});
export type RequestHandle = z.infer<typeof RequestHandleSchema>;

export const requestHandleEndpoint = defineEndpoint({
  id: "requestHandle",
  method: "GET",
  path: "/rest/request/handle/",
  summary: "Decide, before rendering a page, whether the visitor is signed in and where to redirect.",
  tags: ["platform"],
  query: z.object({
    page: text().min(1).max(2048).describe("The path and query of the page being opened, e.g. `/?aa=1`."),
  }),
  output: RequestHandleSchema,
});
