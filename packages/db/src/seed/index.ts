import { BRANDS } from "@casino/contracts";
import type { Database } from "../client";
import {
  amoeSetting,
  brandContent,
  footerLink,
  jurisdictionRule,
  legalPage,
  menuItem,
  redemptionSetting,
  socialNetwork,
} from "../schema";
import { amoeSettingFor } from "./amoe";
import { BRAND_CONTENT } from "./brand-content";
import { seedGames, seedHomeContent } from "./games";
import { JURISDICTION_RULES } from "./jurisdiction-rules";
import { legalPagesFor } from "./legal-pages";
import { FOOTER_LINKS, SIDEBAR_ITEMS, SOCIAL_NETWORKS, TAP_BAR_ITEMS } from "./menus";
import { seedPromotions } from "./promotions";
import { redemptionSettingFor } from "./redemptions";
import { reviseSeededCopy } from "./revise-copy";
import { seedStore } from "./store";

/** Effective date printed on the seeded legal pages. */
const LEGAL_EFFECTIVE_ON = "2026-11-01";

/**
 * Inserts the demo content once. Rows that already exist are left alone, so a restart keeps what
 * operators changed and a second run adds nothing; only seeded copy that was later superseded, and is
 * still as first seeded, is brought up to date (`reviseSeededCopy`).
 */
export async function seedDatabase(db: Database): Promise<void> {
  await db.orm.transaction(async (tx) => {
    for (const content of BRAND_CONTENT) {
      const { brandId } = content;
      await tx.insert(brandContent).values(content).onConflictDoNothing();
      const menuRows = [...SIDEBAR_ITEMS, ...TAP_BAR_ITEMS].map((item, index) => ({
        ...item,
        brandId,
        position: index,
      }));
      await tx.insert(menuItem).values(menuRows).onConflictDoNothing();
      const footerRows = FOOTER_LINKS.map((link, position) => ({ ...link, brandId, position }));
      await tx.insert(footerLink).values(footerRows).onConflictDoNothing();
      const socialRows = SOCIAL_NETWORKS.map((network, position) => ({
        brandId,
        id: network.id,
        icon: network.icon,
        url: `https://${network.id}.example/${brandId.toLowerCase()}`,
        position,
      }));
      await tx.insert(socialNetwork).values(socialRows).onConflictDoNothing();
      const pages = legalPagesFor(BRANDS[brandId].name, content.supportEmail).map((page) => ({
        ...page,
        brandId,
        effectiveOn: LEGAL_EFFECTIVE_ON,
      }));
      await tx.insert(legalPage).values(pages).onConflictDoNothing();
      await tx.insert(amoeSetting).values(amoeSettingFor(brandId)).onConflictDoNothing();
      await tx.insert(redemptionSetting).values(redemptionSettingFor(brandId)).onConflictDoNothing();
    }
    // Only jurisdictions with no rule yet: a restart keeps operators' edits (a moved date is not re-added).
    const ruled = new Set(
      (await tx.selectDistinct({ code: jurisdictionRule.code }).from(jurisdictionRule)).map(
        (row) => row.code,
      ),
    );
    const newRules = JURISDICTION_RULES.filter((rule) => !ruled.has(rule.code));
    if (newRules.length > 0) await tx.insert(jurisdictionRule).values(newRules).onConflictDoNothing();
    await seedGames(tx);
    await seedHomeContent(tx);
    await seedStore(tx);
    // After the store: offer promotions sell its seeded promo offers.
    await seedPromotions(tx);
    await reviseSeededCopy(tx);
  });
}
