import type { BrandId } from "@casino/contracts";
import { type Database, schema } from "@casino/db";
import { asc, eq } from "drizzle-orm";

export type StaticInfoRows = Awaited<ReturnType<typeof loadStaticInfoRows>>;

/** Everything the static-info answer is made of, for one brand, in four reads. */
export async function loadStaticInfoRows(db: Database, brandId: BrandId) {
  const [content, menuItems, footerLinks, socialNetworks] = await Promise.all([
    db.orm.select().from(schema.brandContent).where(eq(schema.brandContent.brandId, brandId)),
    db.orm
      .select()
      .from(schema.menuItem)
      .where(eq(schema.menuItem.brandId, brandId))
      .orderBy(asc(schema.menuItem.sectionPosition), asc(schema.menuItem.position)),
    db.orm
      .select()
      .from(schema.footerLink)
      .where(eq(schema.footerLink.brandId, brandId))
      .orderBy(asc(schema.footerLink.position)),
    db.orm
      .select()
      .from(schema.socialNetwork)
      .where(eq(schema.socialNetwork.brandId, brandId))
      .orderBy(asc(schema.socialNetwork.position)),
  ]);
  return { content: content[0] ?? null, menuItems, footerLinks, socialNetworks };
}
