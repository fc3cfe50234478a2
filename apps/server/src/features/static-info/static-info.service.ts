import type { BrandId, Locale, StaticInfo } from "@casino/contracts";
import { AppError } from "../../platform/errors";
import type { CachedReads } from "../../platform/feature";
import { presentStaticInfo } from "./static-info.presenter";
import { loadStaticInfoRows } from "./static-info.repo";

/** The read-cache topic of brand content, menus, footer and social links; announce it after an edit. */
export const STATIC_INFO_TOPIC = "static-info";

/** The brand's content, menus, footer and social links in the visitor's language, from memory. */
export function getStaticInfo(
  ctx: CachedReads,
  view: { brandId: BrandId; locale: Locale },
): Promise<StaticInfo> {
  return ctx.readCache.read(STATIC_INFO_TOPIC, `${view.brandId}:${view.locale}`, async () => {
    const rows = await loadStaticInfoRows(ctx.db, view.brandId);
    if (!rows.content) {
      // Seeded for every brand at boot, so a missing row is an operator error, not a client one.
      throw new AppError("INTERNAL_ERROR", 500, `Brand ${view.brandId} has no content.`);
    }
    return presentStaticInfo({ ...rows, content: rows.content }, view.locale);
  });
}
