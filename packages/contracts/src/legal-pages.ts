import { z } from "zod";
import { BrandParamsSchema } from "./content-fields";
import { defineEndpoint } from "./endpoint";
import { LocaleSchema } from "./locales";
import { defineBackofficeEndpoint } from "./operators";
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

/**
 * The terms dialog (issue #13, spec §2): the terms version is the brand's `terms` page effective date, so
 * publishing terms with a new date asks every signed-in player to accept them once.
 */
export const TermsStatusSchema = z.object({
  /** The current version: the effective date of the brand's terms, `YYYY-MM-DD`. */
  version: z.iso.date(),
  /** Whether the signed-in player accepted this version. */
  hasAccepted: z.boolean(),
  /** Where the terms are read (`/page/terms`). */
  link: text(),
});
export type TermsStatus = z.infer<typeof TermsStatusSchema>;

export const termsStatusEndpoint = defineEndpoint({
  id: "termsStatus",
  auth: "player",
  method: "GET",
  path: "/rest/terms/status/",
  summary:
    "The brand's current terms version (their effective date) and whether the signed-in player accepted it.",
  tags: ["legal-pages"],
  output: z.object({ success: z.literal(true), data: TermsStatusSchema }),
  errors: ["UNAUTHENTICATED", "PAGE_NOT_FOUND"],
});

export const acceptTermsEndpoint = defineEndpoint({
  id: "acceptTerms",
  auth: "player",
  method: "POST",
  path: "/rest/terms/accept/",
  summary:
    "Records that the signed-in player accepted a version of the terms; a version that is not the current one is refused (TERMS_VERSION_OUTDATED).",
  tags: ["legal-pages"],
  body: z.object({ version: z.iso.date() }).strict(),
  output: z.object({ success: z.literal(true), data: TermsStatusSchema }),
  errors: ["UNAUTHENTICATED", "TERMS_VERSION_OUTDATED", "PAGE_NOT_FOUND"],
});

// The back office's content module (issue #11): the brand's legal pages, per locale.

/** The most a legal page may hold, all its text together: a long terms page is ~40 000 characters. */
export const LEGAL_PAGE_MAX_CHARACTERS = 100_000;

export const LegalPageSummarySchema = z.object({
  name: text(),
  locale: LocaleSchema,
  title: text(),
  effectiveOn: z.iso.date(),
  updatedAt: text(),
});

export const BackofficeLegalPageSchema = LegalPageSummarySchema.extend({
  sections: z.array(z.object({ heading: text().nullable(), paragraphs: z.array(text()) })),
});
export type BackofficeLegalPage = z.infer<typeof BackofficeLegalPageSchema>;

/**
 * Plain text only: the player site renders headings and paragraphs as text, never as HTML or markdown, so
 * nothing an operator types can run as script. Tags are refused so nobody expects them to format.
 */
const PlainText = (max: number) =>
  text()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/<\/?[a-z!][^>]*>/i.test(value), { message: "Write plain text, without HTML tags." });

const LegalPageParamsSchema = BrandParamsSchema.extend({
  name: text().regex(/^[a-z0-9-]{1,64}$/),
  locale: LocaleSchema,
});

export const listLegalPagesEndpoint = defineBackofficeEndpoint({
  id: "listLegalPages",
  method: "GET",
  path: "/api/backoffice/content/{brandId}/legal-pages/",
  summary: "The brand's legal pages in every locale: name, title, effective date, last edit.",
  access: "content:read",
  params: BrandParamsSchema,
  output: z.object({ pages: z.array(LegalPageSummarySchema) }),
});

export const getBackofficeLegalPageEndpoint = defineBackofficeEndpoint({
  id: "getBackofficeLegalPage",
  method: "GET",
  path: "/api/backoffice/content/{brandId}/legal-pages/{name}/{locale}/",
  summary: "One legal page of the brand in one locale, as the operator edits it.",
  access: "content:read",
  params: LegalPageParamsSchema,
  output: BackofficeLegalPageSchema,
  errors: ["NOT_FOUND"],
});

export const updateLegalPageEndpoint = defineBackofficeEndpoint({
  id: "updateLegalPage",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/legal-pages/{name}/{locale}/",
  summary:
    "Replaces a legal page's title, effective date and sections in one locale. Plain text (no HTML), at most 100 000 characters in all.",
  access: "content:write",
  params: LegalPageParamsSchema,
  body: z
    .object({
      title: PlainText(200),
      effectiveOn: z.iso.date(),
      sections: z
        .array(
          z
            .object({
              heading: PlainText(200).nullable(),
              paragraphs: z.array(PlainText(10_000)).min(1).max(100),
            })
            .strict(),
        )
        .min(1)
        .max(50),
    })
    .strict()
    .refine(
      (body) =>
        body.title.length +
          body.sections.reduce(
            (sum, section) =>
              sum +
              (section.heading?.length ?? 0) +
              section.paragraphs.reduce((chars, paragraph) => chars + paragraph.length, 0),
            0,
          ) <=
        LEGAL_PAGE_MAX_CHARACTERS,
      { message: "A legal page holds at most 100 000 characters.", path: ["sections"] },
    ),
  output: BackofficeLegalPageSchema,
  errors: ["NOT_FOUND"],
});
