import type { BrandId, Locale, StaticInfo } from "@casino/contracts";
import type { Database } from "@casino/db";
import { AppError } from "../../platform/errors";
import { presentStaticInfo } from "./static-info.presenter";
import { loadStaticInfoRows } from "./static-info.repo";

export async function getStaticInfo(db: Database, brandId: BrandId, locale: Locale): Promise<StaticInfo> {
  const rows = await loadStaticInfoRows(db, brandId);
  if (!rows.content) {
    // Seeded for every brand at boot, so a missing row is an operator error, not a client one.
    throw new AppError("INTERNAL_ERROR", 500, `Brand ${brandId} has no content.`);
  }
  return presentStaticInfo({ ...rows, content: rows.content }, locale);
}
