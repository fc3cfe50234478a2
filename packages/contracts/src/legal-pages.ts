import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { text } from "./text";

export const LegalPageSchema = z.object({
  name: text(),
  title: text(),
  updatedAt: z.iso.date(),
  sections: z.array(z.object({ heading: text().nullable(), paragraphs: z.array(text()) })),
});
export type LegalPage = z.infer<typeof LegalPageSchema>;

export const legalPageEndpoint = defineEndpoint({
  id: "legalPage",
  method: "GET",
  path: "/rest/page/info/{name}/",
  summary:
    "A legal page of the brand (terms, privacy policy, sweepstakes rules, responsible play) for `/page/{name}`.",
  tags: ["content"],
  params: z.object({ name: text().regex(/^[a-z0-9-]{1,64}$/) }),
  output: LegalPageSchema,
  errors: ["PAGE_NOT_FOUND"],
});
