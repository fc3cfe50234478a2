import { BRAND_IDS } from "@casino/contracts";
import { inArray } from "drizzle-orm";
import type { Orm } from "../client";
import {
  game,
  gameCollection,
  gameCollectionItem,
  gameProvider,
  homeBanner,
  homePage,
  homeRow,
  homeSampleWinner,
  jackpot,
} from "../schema";
import { GAME_COLLECTIONS, HOME_ROWS } from "./games-collections";
import { bannersFor, homePageFor, JACKPOTS, SAMPLE_WINNERS } from "./games-home";
import { GAMES } from "./games-list";
import { PROVIDERS, providerLogoUrl } from "./games-providers";

type SeedTx = Parameters<Parameters<Orm["transaction"]>[0]>[0];

/**
 * The demo catalogue: studios, games, categories and collections. Existing rows are left alone. A
 * collection's games are seeded only when the collection or the game is new, so an operator who took a
 * game out of a collection does not see it come back at the next boot, while games added to the seed
 * later still join their collections.
 */
export async function seedGames(tx: SeedTx): Promise<void> {
  await tx
    .insert(gameProvider)
    .values(PROVIDERS.map((provider) => ({ ...provider, logo: providerLogoUrl(provider.slug) })))
    .onConflictDoNothing();
  const providers = await tx
    .select({ id: gameProvider.id, slug: gameProvider.slug })
    .from(gameProvider)
    .where(
      inArray(
        gameProvider.slug,
        PROVIDERS.map((provider) => provider.slug),
      ),
    );
  const providerIds = new Map(providers.map((row) => [row.slug, row.id]));
  const providerId = (slug: string) => {
    const id = providerIds.get(slug);
    if (id === undefined) throw new Error(`provider ${slug} is missing`);
    return id;
  };

  const newGames = await tx
    .insert(game)
    .values(
      GAMES.map((seed) => ({
        id: seed.id,
        slug: seed.slug,
        providerId: providerId(seed.providerSlug),
        title: seed.title,
        engineId: seed.engineId,
        rtpBasisPoints: seed.rtpBasisPoints,
        volatility: seed.volatility,
        artKey: seed.artKey,
        artTheme: seed.artTheme,
        description: seed.description,
        isNew: seed.isNew,
        isHot: seed.isHot,
        stakeLevels: seed.stakeLevels,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: game.id });
  const newCollections = await tx
    .insert(gameCollection)
    .values(
      GAME_COLLECTIONS.map(({ slug, kind, title, icon, isInMenu }, position) => ({
        slug,
        kind,
        title,
        icon,
        isInMenu,
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ slug: gameCollection.slug });

  const isNewGame = new Set(newGames.map((row) => row.id));
  const isNewCollection = new Set(newCollections.map((row) => row.slug));
  const items = GAME_COLLECTIONS.flatMap(({ slug, gameIds }) =>
    gameIds
      .map((gameId, position) => ({ collectionSlug: slug, gameId, position }))
      .filter((item) => isNewCollection.has(item.collectionSlug) || isNewGame.has(item.gameId)),
  );
  if (items.length > 0) await tx.insert(gameCollectionItem).values(items).onConflictDoNothing();
}

/** Home-page content of every brand: settings, banners, rows; jackpots and sample winners (promotions are the promotions feature's). */
export async function seedHomeContent(tx: SeedTx): Promise<void> {
  for (const brandId of BRAND_IDS) {
    await tx.insert(homePage).values(homePageFor(brandId)).onConflictDoNothing();
    await tx
      .insert(homeBanner)
      .values(bannersFor(brandId).map((banner, position) => ({ ...banner, brandId, position })))
      .onConflictDoNothing();
    await tx
      .insert(homeRow)
      .values(HOME_ROWS.map((row, position) => ({ ...row, brandId, position })))
      .onConflictDoNothing();
  }
  await tx
    .insert(jackpot)
    .values(JACKPOTS.map((meter, position) => ({ ...meter, position })))
    .onConflictDoNothing();
  await tx
    .insert(homeSampleWinner)
    .values(SAMPLE_WINNERS.map((winner) => ({ ...winner })))
    .onConflictDoNothing();
}
