import type { BackofficeMenuItem, BrandId } from "@casino/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { type ContentEditing, editContent } from "../../platform/read-cache";
import { auditActorOf, recordAudit } from "../audit-log";
import {
  insertMenuItem,
  lockMenuItem,
  lockPlacement,
  type MenuItemFields,
  type MenuItemRow,
  selectMenuItems,
  setMenuItemPosition,
  updateMenuItem,
} from "./menu-items.repo";
import { STATIC_INFO_TOPIC } from "./static-info.service";

type Placement = MenuItemRow["placement"];

/** An item as the back office edits it: the spec's flags, every locale, and whether anyone sees it. */
export function presentBackofficeMenuItem(row: MenuItemRow): BackofficeMenuItem {
  return {
    id: row.id,
    placement: row.placement,
    slug: row.slug,
    sectionPosition: row.sectionPosition,
    sectionTitle: row.sectionTitle,
    position: row.position,
    title: row.title,
    url: row.url,
    image: row.image,
    imageActive: row.imageActive,
    subsectionNumber: row.subsectionNumber,
    isGrantedForGuest: row.isGrantedForGuest,
    showPlayerWithDeposits: row.showPlayerWithDeposits,
    showPlayerWithoutDeposits: row.showPlayerWithoutDeposits,
    isNew: row.isNew,
    animationEvent: row.animationEvent,
    isExternal: row.isExternal,
    isHidden: !row.isGrantedForGuest && !row.showPlayerWithDeposits && !row.showPlayerWithoutDeposits,
  };
}

export async function listMenuItems(ctx: ContentEditing, brandId: BrandId) {
  return { items: (await selectMenuItems(ctx.db, brandId)).map(presentBackofficeMenuItem) };
}

const noSuchItem = () => new AppError("NOT_FOUND", 404, "There is no such menu item.");

export function createMenuItem(
  ctx: ContentEditing,
  request: FastifyRequest,
  brandId: BrandId,
  body: MenuItemFields & { placement: Placement; slug: string },
) {
  return editContent(ctx, STATIC_INFO_TOPIC, async (tx, now) => {
    const row = await insertMenuItem(tx, { ...body, brandId });
    if (!row) throw new AppError("CONFLICT", 409, "This placement already has an item with that slug.");
    const after = presentBackofficeMenuItem(row);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "menu_item", targetId: String(row.id), after: { brandId, ...after } },
      now,
    );
    return after;
  });
}

export function changeMenuItem(
  ctx: ContentEditing,
  request: FastifyRequest,
  brandId: BrandId,
  id: number,
  fields: MenuItemFields,
) {
  return editContent(ctx, STATIC_INFO_TOPIC, async (tx, now) => {
    const before = await lockMenuItem(tx, brandId, id);
    if (!before) throw noSuchItem();
    const row = await updateMenuItem(tx, id, fields);
    if (!row) throw noSuchItem();
    const after = presentBackofficeMenuItem(row);
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: "menu_item",
        targetId: String(id),
        before: { brandId, ...presentBackofficeMenuItem(before) },
        after: { brandId, ...after },
      },
      now,
    );
    return after;
  });
}

/** The placement's items in the order given; the sidebar's sections keep their own order. */
export async function reorderMenuItems(
  ctx: ContentEditing,
  request: FastifyRequest,
  brandId: BrandId,
  body: { placement: Placement; ids: number[] },
) {
  await editContent(ctx, STATIC_INFO_TOPIC, async (tx, now) => {
    const rows = await lockPlacement(tx, brandId, body.placement);
    const known = new Set(rows.map((row) => row.id));
    if (rows.length !== body.ids.length || !body.ids.every((id) => known.has(id))) {
      throw new AppError("CONFLICT", 409, "The menu changed meanwhile: reload it and order every item.");
    }
    for (const [position, id] of body.ids.entries()) await setMenuItemPosition(tx, id, position);
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: "menu",
        targetId: `${brandId}:${body.placement}`,
        before: { order: rows.map((row) => row.id) },
        after: { order: body.ids },
      },
      now,
    );
  });
  return listMenuItems(ctx, brandId);
}
