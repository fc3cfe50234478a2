import { type Executor, schema } from "@casino/db";
import { and, asc, eq } from "drizzle-orm";

const { game, gameProvider } = schema;

/** An active game with the integration that runs its wallet calls, or null. */
export async function selectLaunchableGame(executor: Executor, gameId: number) {
  const rows = await executor.orm
    .select({
      id: game.id,
      slug: game.slug,
      title: game.title,
      engineId: game.engineId,
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
export async function selectGameArtSource(executor: Executor, artKey: string) {
  const rows = await executor.orm
    .select({ artKey: game.artKey, title: game.title, theme: game.artTheme, providerName: gameProvider.name })
    .from(game)
    .innerJoin(gameProvider, eq(gameProvider.id, game.providerId))
    .where(eq(game.artKey, artKey))
    .orderBy(asc(game.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function selectProviderName(executor: Executor, slug: string): Promise<string | null> {
  const rows = await executor.orm
    .select({ name: gameProvider.name })
    .from(gameProvider)
    .where(eq(gameProvider.slug, slug))
    .limit(1);
  return rows[0]?.name ?? null;
}
