import type { BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, asc, eq, sql } from "drizzle-orm";

const { menuItem } = schema;

export type MenuItemRow = typeof menuItem.$inferSelect;
export type MenuItemFields = Omit<MenuItemRow, "id" | "brandId" | "placement" | "slug" | "position">;
type Placement = MenuItemRow["placement"];

/** Every item of the brand, as the player's menus order them. */
export function selectMenuItems(executor: Executor, brandId: BrandId) {
  return executor.orm
    .select()
    .from(menuItem)
    .where(eq(menuItem.brandId, brandId))
    .orderBy(
      asc(menuItem.placement),
      asc(menuItem.sectionPosition),
      asc(menuItem.position),
      asc(menuItem.id),
    );
}

/** One placement's items, locked until the transaction ends (a reorder rewrites them all). */
export function lockPlacement(executor: Executor, brandId: BrandId, placement: Placement) {
  return executor.orm
    .select()
    .from(menuItem)
    .where(and(eq(menuItem.brandId, brandId), eq(menuItem.placement, placement)))
    .orderBy(asc(menuItem.sectionPosition), asc(menuItem.position), asc(menuItem.id))
    .for("update");
}

export async function lockMenuItem(executor: Executor, brandId: BrandId, id: number) {
  const [row] = await executor.orm
    .select()
    .from(menuItem)
    .where(and(eq(menuItem.brandId, brandId), eq(menuItem.id, id)))
    .for("update");
  return row ?? null;
}

/** The new item, or null when its slug is taken in that placement. It goes after the placement's last. */
export async function insertMenuItem(
  executor: Executor,
  item: MenuItemFields & { brandId: BrandId; placement: Placement; slug: string },
) {
  const [last] = await executor.orm
    .select({ position: sql<number>`coalesce(max(${menuItem.position}), -1)::int` })
    .from(menuItem)
    .where(and(eq(menuItem.brandId, item.brandId), eq(menuItem.placement, item.placement)));
  const [row] = await executor.orm
    .insert(menuItem)
    .values({ ...item, position: (last?.position ?? -1) + 1 })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateMenuItem(executor: Executor, id: number, fields: MenuItemFields) {
  const [row] = await executor.orm.update(menuItem).set(fields).where(eq(menuItem.id, id)).returning();
  return row ?? null;
}

export async function setMenuItemPosition(executor: Executor, id: number, position: number) {
  await executor.orm.update(menuItem).set({ position }).where(eq(menuItem.id, id));
}
