import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { GameArtSource } from "../../platform/art";
import type { CachedReads } from "../../platform/feature";
import {
  selectEngineGame,
  selectEngineIdBySlug,
  selectGameArtSources,
  selectGameIsActive,
  selectGameNames,
  selectLaunchableGame,
} from "./games-catalogue.lookup.repo";
import { brandCatalogueRows, CATALOGUE_TOPIC, catalogueRows } from "./games-catalogue.service";

/** The whole catalogue, or one brand's view of it (its hidden games left out, its pinned ones first). */
const rowsOf = (ctx: CachedReads, brandId: BrandId | undefined) =>
  brandId === undefined ? catalogueRows(ctx) : brandCatalogueRows(ctx, brandId);

// Single games looked up for other features: the catalogue alone queries the game tables (decision 017).

export type LaunchableGame = NonNullable<Awaited<ReturnType<typeof selectLaunchableGame>>>;

/** An active game and who runs its wallet calls (`house` or an external integration), for game launch. */
export function launchableGame(
  executor: Executor,
  input: { gameId: number },
): Promise<LaunchableGame | null> {
  return selectLaunchableGame(executor, input.gameId);
}

/** The built-in engine that plays a game, by its slug, for the fairness verifier; null when not built in. */
export function engineOfGameSlug(executor: Executor, input: { slug: string }): Promise<string | null> {
  return selectEngineIdBySlug(executor, input.slug);
}

/** Every game's art source by art key (the first game of a shared key), read once per catalogue change. */
function artSources(ctx: CachedReads) {
  return ctx.readCache.read(CATALOGUE_TOPIC, "art-sources", async () => {
    const byKey = new Map<string, GameArtSource>();
    for (const row of await selectGameArtSources(ctx.db))
      if (!byKey.has(row.artKey)) byKey.set(row.artKey, row);
    return byKey;
  });
}

/** What the game with this art key is drawn from (the game-art images), from memory; null when unknown. */
export async function gameArtSource(
  ctx: CachedReads,
  input: { artKey: string },
): Promise<GameArtSource | null> {
  return (await artSources(ctx)).get(input.artKey) ?? null;
}

/** A studio's display name by its slug (its logo), from the catalogue in memory; null when unknown. */
export async function providerName(ctx: CachedReads, input: { slug: string }): Promise<string | null> {
  const { providers } = await catalogueRows(ctx);
  return providers.find((provider) => provider.slug === input.slug)?.name ?? null;
}

/** Whether the game is active (playable, listed); null when there is no such game. */
export function gameIsActive(executor: Executor, input: { gameId: number }): Promise<boolean | null> {
  return selectGameIsActive(executor, input.gameId);
}

/**
 * The active games among these ids: other features drop withdrawn games with it (from memory). With a
 * brand, the games that brand hides are left out too.
 */
export async function activeGameIdsAmong(
  ctx: CachedReads,
  input: { gameIds: readonly number[]; brandId?: BrandId },
): Promise<Set<number>> {
  const { games } = await rowsOf(ctx, input.brandId);
  const wanted = new Set(input.gameIds);
  return new Set(games.filter((game) => wanted.has(game.id)).map((game) => game.id));
}

/** Titles of the collections with these slugs; an unknown slug is left out (from memory). */
export async function collectionTitles(ctx: CachedReads, input: { slugs: readonly string[] }) {
  const wanted = new Set(input.slugs);
  const { collections } = await catalogueRows(ctx);
  return new Map(collections.filter((row) => wanted.has(row.slug)).map((row) => [row.slug, row.title]));
}

/**
 * The active game ids of each of these collections, in display order (from memory); with a brand, as
 * that brand shows them (its hidden games left out, its pinned ones first).
 */
export async function collectionGameIds(
  ctx: CachedReads,
  input: { slugs: readonly string[]; brandId?: BrandId },
): Promise<Map<string, number[]>> {
  const wanted = new Set(input.slugs);
  const byCollection = new Map<string, number[]>();
  for (const { collectionSlug, gameId } of (await rowsOf(ctx, input.brandId)).items) {
    if (!wanted.has(collectionSlug)) continue;
    const ids = byCollection.get(collectionSlug) ?? [];
    ids.push(gameId);
    byCollection.set(collectionSlug, ids);
  }
  return byCollection;
}

export type EngineGame = NonNullable<Awaited<ReturnType<typeof selectEngineGame>>>;

/** A game with its stake levels, active or not, for the built-in engine's game page. */
export function engineGame(executor: Executor, input: { gameId: number }): Promise<EngineGame | null> {
  return selectEngineGame(executor, input.gameId);
}

/** Slug, title and engine of each of these games by id, active or not (round history). */
export async function gameNamesById(executor: Executor, input: { gameIds: readonly number[] }) {
  const rows = await selectGameNames(executor, [...new Set(input.gameIds)]);
  return new Map(rows.map((row) => [row.id, row]));
}
