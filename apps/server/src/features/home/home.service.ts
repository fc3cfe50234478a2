import { type Brand, type HomePage, type Locale, toMajorNumber } from "@casino/contracts";
import type { Clock } from "@casino/domain";
import { AppError } from "../../platform/errors";
import type { CachedReads } from "../../platform/feature";
import { activeGameIdsAmong, collectionGameIds, collectionTitles } from "../games-catalogue";
import { homePromotionsOf } from "../promotions";
import { quickBuyPackagesOf } from "../store";
import {
  localized,
  presentBanners,
  presentCollections,
  presentJackpots,
  SCHEME_SECTIONS,
} from "./home.presenter";
import type { RecentWinners } from "./home.recent-winners";
import { loadHomeRows, loadSampleWinners } from "./home.repo";

/** The read-cache topic of the home content; announce it after any edit of the home tables. */
export const HOME_TOPIC = "home";

const LAST_WINNERS = 10;

export interface HomeContext extends CachedReads {
  clock: Clock;
  recentWinners: RecentWinners;
}

export interface HomeView {
  brand: Brand;
  locale: Locale;
  /** Banners differ for guests and players. */
  isPlayer: boolean;
}

const homeRows = (ctx: HomeContext, brand: Brand) =>
  ctx.readCache.read(HOME_TOPIC, `rows:${brand.id}`, () => loadHomeRows(ctx.db, brand.id));

/**
 * Real winners of the brand, newest first. While there are none yet, a demo brand (`show_sample_winners`)
 * shows the seeded sample winners, dated relative to now; a live brand shows an empty list.
 */
async function lastWinners(ctx: HomeContext, brand: Brand, showSamples: boolean) {
  const real = await ctx.recentWinners.of(brand.id, LAST_WINNERS);
  if (real.length > 0 || !showSamples) return real;
  const now = ctx.clock.now().getTime();
  const samples = await ctx.readCache.read(HOME_TOPIC, "sample-winners", () => loadSampleWinners(ctx.db));
  const live = await activeGameIdsAmong(ctx, {
    gameIds: samples.map((sample) => sample.gameId),
    brandId: brand.id,
  });
  return samples
    .filter((sample) => live.has(sample.gameId))
    .slice(0, LAST_WINNERS)
    .map((sample) => ({
      name: sample.name,
      gameId: sample.gameId,
      currency: sample.currency,
      amount: toMajorNumber(sample.amount, sample.currency),
      at: new Date(now - sample.secondsAgo * 1000).toISOString(),
    }));
}

/** `/rest/page/home/`: the guest home and the players' lobby of one brand, from memory. */
export async function getHomePage(
  ctx: HomeContext,
  { brand, locale, isPlayer }: HomeView,
): Promise<HomePage> {
  const rows = await homeRows(ctx, brand);
  const { settings } = rows;
  if (!settings) {
    // Seeded for every brand at boot, so a missing row is an operator error, not a client one.
    throw new AppError("INTERNAL_ERROR", 500, `Brand ${brand.id} has no home page.`);
  }
  const slugs = rows.rows.map((row) => row.slug);
  const gameOfWeekId = settings.gameOfWeekId;
  const [titles, gameIds, winners, listed, packages, promotions] = await Promise.all([
    collectionTitles(ctx, { slugs }),
    collectionGameIds(ctx, { slugs, brandId: brand.id }),
    lastWinners(ctx, brand, settings.showSampleWinners),
    activeGameIdsAmong(ctx, {
      gameIds: gameOfWeekId === null ? [] : [gameOfWeekId],
      brandId: brand.id,
    }),
    // The brand's quick-buy packages, from memory like the rest (decision 046).
    quickBuyPackagesOf(ctx, brand.id),
    homePromotionsOf(ctx, brand.id, locale),
  ]);
  return {
    seo: {
      title: localized(settings.seoTitle, locale),
      description: localized(settings.seoDescription, locale),
    },
    jackpots: presentJackpots(rows.jackpots, locale),
    banners: presentBanners(rows.banners, isPlayer, locale),
    collections: presentCollections(rows.rows, { titles, gameIds }, locale),
    gameOfWeek:
      gameOfWeekId !== null && listed.has(gameOfWeekId)
        ? {
            gameId: gameOfWeekId,
            title: localized(settings.gameOfWeekTitle, locale),
            description: localized(settings.gameOfWeekDescription, locale),
          }
        : null,
    lastWinners: winners,
    infoPlate: settings.infoPlateText
      ? { text: localized(settings.infoPlateText, locale), link: settings.infoPlateLink }
      : null,
    promotions,
    promoBanners: [],
    schemeSections: SCHEME_SECTIONS,
    packages: [...packages],
    schemaBanners: [],
    questData: null,
  };
}
