import { type Executor, schema } from "@casino/db";
import { and, asc, eq, inArray } from "drizzle-orm";

const gameColumns = {
  id: schema.game.id,
  slug: schema.game.slug,
  title: schema.game.title,
  providerId: schema.game.providerId,
  providerSlug: schema.gameProvider.slug,
  providerName: schema.gameProvider.name,
  rtpBasisPoints: schema.game.rtpBasisPoints,
  volatility: schema.game.volatility,
  artKey: schema.game.artKey,
  artTheme: schema.game.artTheme,
  description: schema.game.description,
  isNew: schema.game.isNew,
  isHot: schema.game.isHot,
  hasDemo: schema.game.hasDemo,
};

export type GameRow = Awaited<ReturnType<typeof loadActiveGames>>[number];
export type CatalogueRows = Awaited<ReturnType<typeof loadCatalogueRows>>;

/** Active games with their studio, by id. */
export function loadActiveGames(db: Executor, ids?: readonly number[]) {
  const active = eq(schema.game.isActive, true);
  return db.orm
    .select(gameColumns)
    .from(schema.game)
    .innerJoin(schema.gameProvider, eq(schema.gameProvider.id, schema.game.providerId))
    .where(ids ? and(active, inArray(schema.game.id, [...ids])) : active)
    .orderBy(asc(schema.game.id));
}

/**
 * Everything the catalogue is built from: active games, studios, categories and collections, and what
 * each brand hides or pins.
 */
export async function loadCatalogueRows(db: Executor) {
  const [games, providers, collections, items, brandGames] = await Promise.all([
    loadActiveGames(db),
    db.orm.select().from(schema.gameProvider).orderBy(asc(schema.gameProvider.position)),
    db.orm.select().from(schema.gameCollection).orderBy(asc(schema.gameCollection.position)),
    db.orm
      .select({
        collectionSlug: schema.gameCollectionItem.collectionSlug,
        gameId: schema.gameCollectionItem.gameId,
      })
      .from(schema.gameCollectionItem)
      .innerJoin(schema.game, eq(schema.game.id, schema.gameCollectionItem.gameId))
      .where(eq(schema.game.isActive, true))
      .orderBy(asc(schema.gameCollectionItem.position), asc(schema.gameCollectionItem.gameId)),
    // Every brand's choices: a row only where an operator chose, so a few hundred at most.
    db.orm
      .select({
        brandId: schema.brandGame.brandId,
        gameId: schema.brandGame.gameId,
        isVisible: schema.brandGame.isVisible,
        position: schema.brandGame.position,
      })
      .from(schema.brandGame),
  ]);
  return { games, providers, collections, items, brandGames };
}
