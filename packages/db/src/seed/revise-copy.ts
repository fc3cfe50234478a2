import { BRANDS } from "@casino/contracts";
import { and, eq } from "drizzle-orm";
import type { Orm } from "../client";
import { brandContent, homePage, type LocalizedText, legalPage } from "../schema";
import { BRAND_CONTENT } from "./brand-content";
import { homePageFor } from "./games-home";
import { GAMES } from "./games-list";
import { legalPagesFor } from "./legal-pages";
import { supersededCopy } from "./superseded-copy";

type SeedTx = Parameters<Parameters<Orm["transaction"]>[0]>[0];

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Brings seeded copy that was superseded up to today's seed in a database seeded earlier (the seed
 * itself only inserts missing rows). Only texts still word for word as first seeded are replaced, each by
 * the text the seed has at the same place now; anything an operator edited is kept.
 */
export async function reviseSeededCopy(tx: SeedTx): Promise<void> {
  for (const content of BRAND_CONTENT) {
    const { brandId, supportEmail } = content;
    const name = BRANDS[brandId].name;
    const old = supersededCopy({ name, email: supportEmail, gameCount: GAMES.length });
    const revise = (current: string, seeded: string | undefined) =>
      old.has(current) && seeded !== undefined ? seeded : current;
    const reviseText = (current: LocalizedText, seeded: LocalizedText | null): LocalizedText => ({
      en: revise(current.en, seeded?.en),
      es: revise(current.es, seeded?.es),
    });

    const [brand] = await tx
      .select({ about: brandContent.about })
      .from(brandContent)
      .where(eq(brandContent.brandId, brandId));
    if (brand) {
      const about = {
        en: brand.about.en.map((text, index) => revise(text, content.about.en[index])),
        es: brand.about.es.map((text, index) => revise(text, content.about.es[index])),
      };
      if (!sameJson(about, brand.about)) {
        await tx
          .update(brandContent)
          .set({ about, updatedAt: new Date() })
          .where(eq(brandContent.brandId, brandId));
      }
    }

    const seededHome = homePageFor(brandId);
    const [home] = await tx.select().from(homePage).where(eq(homePage.brandId, brandId));
    if (home) {
      const hadOldPlate = home.infoPlateText !== null && old.has(home.infoPlateText.en);
      const revised = {
        seoDescription: reviseText(home.seoDescription, seededHome.seoDescription),
        infoPlateText: home.infoPlateText && reviseText(home.infoPlateText, seededHome.infoPlateText),
        // The old plate's link went with its text: the new text points to the responsible-play page.
        infoPlateLink: hadOldPlate ? seededHome.infoPlateLink : home.infoPlateLink,
      };
      const current = {
        seoDescription: home.seoDescription,
        infoPlateText: home.infoPlateText,
        infoPlateLink: home.infoPlateLink,
      };
      if (!sameJson(revised, current)) {
        await tx
          .update(homePage)
          .set({ ...revised, updatedAt: new Date() })
          .where(eq(homePage.brandId, brandId));
      }
    }

    const seededPages = legalPagesFor(name, supportEmail);
    const pages = await tx.select().from(legalPage).where(eq(legalPage.brandId, brandId));
    for (const page of pages) {
      const seeded = seededPages.find((entry) => entry.name === page.name && entry.locale === page.locale);
      if (!seeded) continue;
      const sections = page.sections.map((section, sectionIndex) => ({
        ...section,
        paragraphs: section.paragraphs.map((text, index) =>
          revise(text, seeded.sections[sectionIndex]?.paragraphs[index]),
        ),
      }));
      if (sameJson(sections, page.sections)) continue;
      await tx
        .update(legalPage)
        .set({ sections, updatedAt: new Date() })
        .where(
          and(
            eq(legalPage.brandId, brandId),
            eq(legalPage.name, page.name),
            eq(legalPage.locale, page.locale),
          ),
        );
    }
  }
}
