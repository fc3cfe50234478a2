import type { BrandId, LegalPage, Locale } from "@casino/contracts";
import { notFound } from "../../platform/errors";
import type { CachedReads } from "../../platform/feature";
import { loadLegalPages } from "./legal-pages.repo";

/** The read-cache topic of the legal pages; announce it after an edit. */
export const LEGAL_PAGES_TOPIC = "legal-pages";

/** The brand's legal pages in one language, by name, read once: unknown names cost no query either. */
function legalPagesOf(ctx: CachedReads, brandId: BrandId, locale: Locale) {
  return ctx.readCache.read(LEGAL_PAGES_TOPIC, `${brandId}:${locale}`, async () => {
    const pages = new Map<string, LegalPage>();
    for (const page of await loadLegalPages(ctx.db, brandId, locale)) {
      pages.set(page.name, {
        name: page.name,
        title: page.title,
        updatedAt: page.effectiveOn,
        sections: page.sections,
      });
    }
    return pages;
  });
}

export async function getLegalPage(
  ctx: CachedReads,
  input: { brandId: BrandId; name: string; locale: Locale },
): Promise<LegalPage> {
  const page = (await legalPagesOf(ctx, input.brandId, input.locale)).get(input.name);
  if (!page) throw notFound("PAGE_NOT_FOUND", `There is no page named ${input.name}.`);
  return page;
}
