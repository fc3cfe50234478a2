import { type Executor, schema } from "@casino/db";
import { asc, eq } from "drizzle-orm";
import type { BannerArtSource, GameArtSource } from "./art-svg";

/** What a game's artwork is drawn from; inactive games keep their art (clients may still show them). */
export async function findGameArtSource(db: Executor, artKey: string): Promise<GameArtSource | null> {
  const rows = await db.orm
    .select({
      artKey: schema.game.artKey,
      title: schema.game.title,
      theme: schema.game.artTheme,
      providerName: schema.gameProvider.name,
    })
    .from(schema.game)
    .innerJoin(schema.gameProvider, eq(schema.gameProvider.id, schema.game.providerId))
    .where(eq(schema.game.artKey, artKey))
    .orderBy(asc(schema.game.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findBannerArtSource(db: Executor, artKey: string): Promise<BannerArtSource | null> {
  const rows = await db.orm
    .select({ artKey: schema.homeBanner.artKey, theme: schema.homeBanner.artTheme })
    .from(schema.homeBanner)
    .where(eq(schema.homeBanner.artKey, artKey))
    .limit(1);
  return rows[0] ?? null;
}

export async function findProviderName(db: Executor, slug: string): Promise<string | null> {
  const rows = await db.orm
    .select({ name: schema.gameProvider.name })
    .from(schema.gameProvider)
    .where(eq(schema.gameProvider.slug, slug))
    .limit(1);
  return rows[0]?.name ?? null;
}
