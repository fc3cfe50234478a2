import { type Executor, schema } from "@casino/db";
import { and, asc, eq, inArray } from "drizzle-orm";

const { game, gameProvider } = schema;

/** What names a game and picks its engine. */
const gameNameColumns = { id: game.id, slug: game.slug, title: game.title, engineId: game.engineId };

/** An active game with the integration that runs its wallet calls, or null. */
export async function selectLaunchableGame(executor: Executor, gameId: number) {
  const rows = await executor.orm
    .select({
      ...gameNameColumns,
      hasDemo: game.hasDemo,
      integration: gameProvider.integration,
    })
    .from(game)
    .innerJoin(gameProvider, eq(gameProvider.id, game.providerId))
    .where(and(eq(game.id, gameId), eq(game.isActive, true)));
  return rows[0] ?? null;
}

/** The engine that plays the game with this slug, active or not; null when unknown or external. */
export async function selectEngineIdBySlug(executor: Executor, slug: string): Promise<string | null> {
  const rows = await executor.orm.select({ engineId: game.engineId }).from(game).where(eq(game.slug, slug));
  return rows[0]?.engineId ?? null;
}

/** What a game's artwork is drawn from, by its art key; inactive games keep their art. */
/** What every game's art is drawn from, withdrawn games included (their history still shows them). */
export function selectGameArtSources(executor: Executor) {
  return executor.orm
    .select({ artKey: game.artKey, title: game.title, theme: game.artTheme, providerName: gameProvider.name })
    .from(game)
    .innerJoin(gameProvider, eq(gameProvider.id, game.providerId))
    .orderBy(asc(game.id));
}

/** Whether the game is active; null when there is no such game. */
export async function selectGameIsActive(executor: Executor, gameId: number): Promise<boolean | null> {
  const rows = await executor.orm
    .select({ isActive: game.isActive })
    .from(game)
    .where(eq(game.id, gameId))
    .limit(1);
  return rows[0]?.isActive ?? null;
}

/** A game as its built-in engine plays it, active or not (a withdrawn game's open session finishes). */
export async function selectEngineGame(executor: Executor, gameId: number) {
  const rows = await executor.orm
    .select({ ...gameNameColumns, stakeLevels: game.stakeLevels })
    .from(game)
    .where(eq(game.id, gameId));
  return rows[0] ?? null;
}

/** Slug, title and engine of these games, active or not (history shows withdrawn games too). */
export function selectGameNames(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor.orm
    .select(gameNameColumns)
    .from(game)
    .where(inArray(game.id, [...ids]));
}
