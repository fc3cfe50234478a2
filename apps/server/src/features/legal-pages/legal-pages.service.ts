import type { BrandId, LegalPage, Locale } from "@casino/contracts";
import type { Database } from "@casino/db";
import { notFound } from "../../platform/errors";
import { findLegalPage } from "./legal-pages.repo";

export async function getLegalPage(
  db: Database,
  brandId: BrandId,
  name: string,
  locale: Locale,
): Promise<LegalPage> {
  const page = await findLegalPage(db, brandId, name, locale);
  if (!page) throw notFound("PAGE_NOT_FOUND", `There is no page named ${name}.`);
  return { name: page.name, title: page.title, updatedAt: page.effectiveOn, sections: page.sections };
}
