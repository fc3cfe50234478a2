import type { BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, asc, eq } from "drizzle-orm";
import type { BannerArtSource } from "../../platform/art";

export type HomeRows = Awaited<ReturnType<typeof loadHomeRows>>;

/** The brand's home content in one round of parallel reads. */
export async function loadHomeRows(db: Executor, brandId: BrandId) {
  const [settings, banners, rows, jackpots, promotions] = await Promise.all([
    db.orm.select().from(schema.homePage).where(eq(schema.homePage.brandId, brandId)),
    db.orm
      .select()
      .from(schema.homeBanner)
      .where(and(eq(schema.homeBanner.brandId, brandId), eq(schema.homeBanner.isActive, true)))
      .orderBy(asc(schema.homeBanner.position)),
    db.orm
      .select({ slug: schema.homeRow.collectionSlug, key: schema.homeRow.key })
      .from(schema.homeRow)
      .where(eq(schema.homeRow.brandId, brandId))
      .orderBy(asc(schema.homeRow.position)),
    db.orm.select().from(schema.jackpot).orderBy(asc(schema.jackpot.position)),
    db.orm
      .select()
      .from(schema.homePromotion)
      .where(and(eq(schema.homePromotion.brandId, brandId), eq(schema.homePromotion.isActive, true)))
      .orderBy(asc(schema.homePromotion.position)),
  ]);
  return { settings: settings[0] ?? null, banners, rows, jackpots, promotions };
}

export interface WinnerRow {
  name: string | null;
  surname: string | null;
  gameId: number;
  gameMode: "TournamentPoints" | "SweepStakes";
  winTotal: string;
  settledAt: Date | string;
}

/** The brand's newest winning rounds (served by the partial index `game_round_recent_wins`). */
export function loadRecentWinners(db: Executor, brandId: BrandId, limit: number): Promise<WinnerRow[]> {
  return db.query<WinnerRow & Record<string, unknown>>(
    `select p.name, p.surname, r.game_id as "gameId", r.game_mode as "gameMode",
            r.win_total::text as "winTotal", r.settled_at as "settledAt"
       from game_round r
       join player p on p.id = r.player_id
       join game g on g.id = r.game_id
      where r.status = 'settled' and r.win_total > 0 and r.settled_at is not null
        and p.brand_id = $1 and g.is_active
      order by r.settled_at desc nulls last
      limit $2`,
    [brandId, limit],
  );
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

/** What a home banner's background is drawn from, by its art key. */
export async function findBannerArtSource(db: Executor, artKey: string): Promise<BannerArtSource | null> {
  const rows = await db.orm
    .select({ artKey: schema.homeBanner.artKey, theme: schema.homeBanner.artTheme })
    .from(schema.homeBanner)
    .where(eq(schema.homeBanner.artKey, artKey))
    .limit(1);
  return rows[0] ?? null;
}
