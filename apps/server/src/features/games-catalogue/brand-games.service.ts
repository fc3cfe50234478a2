import type { BackofficeBrandGame, BrandId } from "@casino/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { type ContentEditing, editContent } from "../../platform/read-cache";
import { auditActorOf, recordAudit } from "../audit-log";
import {
  type BrandGameRow,
  existingGameIds,
  lockBrandGames,
  replacePinnedGames,
  selectBrandGames,
  selectPinnedGameIds,
  upsertBrandGameVisibility,
} from "./brand-games.repo";
import { CATALOGUE_TOPIC } from "./games-catalogue.service";

const present = (row: BrandGameRow): BackofficeBrandGame => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  provider: row.provider,
  isActive: row.isActive,
  isVisible: row.isVisible,
  pinnedPosition: row.position,
});

/** The brand's games in the order its players see them: pinned first, then the catalogue's order. */
function inBrandOrder(rows: BrandGameRow[]) {
  const rank = (row: BrandGameRow) => row.position ?? Number.POSITIVE_INFINITY;
  return [...rows].sort((a, b) => rank(a) - rank(b)).map(present);
}

export async function listBrandGames(ctx: ContentEditing, brandId: BrandId) {
  return { games: inBrandOrder(await selectBrandGames(ctx.db, brandId)) };
}

const noSuchGame = () => new AppError("NOT_FOUND", 404, "There is no such game.");

/** Shows or hides a game for the brand's players; the brand must keep at least one game to show. */
export function changeBrandGame(
  ctx: ContentEditing,
  request: FastifyRequest,
  brandId: BrandId,
  gameId: number,
  body: { isVisible: boolean },
) {
  return editContent(ctx, CATALOGUE_TOPIC, async (tx, now) => {
    await lockBrandGames(tx, brandId);
    const before = (await selectBrandGames(tx, brandId)).find((row) => row.id === gameId);
    if (!before) throw noSuchGame();
    await upsertBrandGameVisibility(tx, { brandId, gameId, isVisible: body.isVisible, now });
    const rows = await selectBrandGames(tx, brandId);
    if (!rows.some((row) => row.isActive && row.isVisible)) {
      throw new AppError("CONFLICT", 409, "The brand must keep at least one game to show.");
    }
    const after = rows.find((row) => row.id === gameId);
    if (!after) throw noSuchGame();
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: "brand_game",
        targetId: `${brandId}:${gameId}`,
        before: present(before),
        after: present(after),
      },
      now,
    );
    return present(after);
  });
}

/** Pins these games first in every list of the brand, in this order; an empty list unpins all. */
export async function pinBrandGames(
  ctx: ContentEditing,
  request: FastifyRequest,
  brandId: BrandId,
  ids: number[],
) {
  await editContent(ctx, CATALOGUE_TOPIC, async (tx, now) => {
    await lockBrandGames(tx, brandId);
    const known = await existingGameIds(tx, ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new AppError("NOT_FOUND", 404, `There is no game ${unknown.join(", ")}.`);
    const before = await selectPinnedGameIds(tx, brandId);
    await replacePinnedGames(tx, brandId, ids, now);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "brand_games", targetId: brandId, before: { pinned: before }, after: { pinned: ids } },
      now,
    );
  });
  return listBrandGames(ctx, brandId);
}
