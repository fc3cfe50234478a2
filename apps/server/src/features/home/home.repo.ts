import type { BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, asc, eq } from "drizzle-orm";
import type { BannerArtSource } from "../../platform/art";

export type HomeRows = Awaited<ReturnType<typeof loadHomeRows>>;

/** The brand's home content in one round of parallel reads. */
export async function loadHomeRows(db: Executor, brandId: BrandId) {
  const [settings, banners, rows, jackpots] = await Promise.all([
    db.orm.select().from(schema.homePage).where(eq(schema.homePage.brandId, brandId)),
    db.orm
      .select()
      .from(schema.homeBanner)
      .where(and(eq(schema.homeBanner.brandId, brandId), eq(schema.homeBanner.isActive, true)))
      .orderBy(asc(schema.homeBanner.position)),
    db.orm
      .select({ slug: schema.homeRow.collectionSlug, key: schema.homeRow.key })
      .from(schema.homeRow)
      .where(and(eq(schema.homeRow.brandId, brandId), eq(schema.homeRow.isActive, true)))
      .orderBy(asc(schema.homeRow.position)),
    db.orm.select().from(schema.jackpot).orderBy(asc(schema.jackpot.position)),
  ]);
  return { settings: settings[0] ?? null, banners, rows, jackpots };
}

/** Seeded sample winners (not real players), newest first; the games may since have been withdrawn. */
export function loadSampleWinners(db: Executor) {
  const sample = schema.homeSampleWinner;
  return db.orm
    .select({
      name: sample.name,
      gameId: sample.gameId,
      currency: sample.currency,
      amount: sample.amount,
      secondsAgo: sample.secondsAgo,
    })
    .from(sample)
    .orderBy(asc(sample.secondsAgo), asc(sample.id));
}

/** What every home banner's background is drawn from, with its art key. */
export function loadBannerArtSources(db: Executor): Promise<BannerArtSource[]> {
  return db.orm
    .select({ artKey: schema.homeBanner.artKey, theme: schema.homeBanner.artTheme })
    .from(schema.homeBanner)
    .orderBy(asc(schema.homeBanner.brandId), asc(schema.homeBanner.position));
}
