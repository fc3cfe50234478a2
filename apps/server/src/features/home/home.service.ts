import { type Brand, type HomePage, type Locale, toMajorNumber } from "@casino/contracts";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import { AppError } from "../../platform/errors";
import { activeGameIdsAmong, collectionGameIds, collectionTitles, gameIsActive } from "../games-catalogue";
import {
  localized,
  presentBanners,
  presentCollections,
  presentJackpots,
  presentWinner,
  SCHEME_SECTIONS,
} from "./home.presenter";
import { loadHomeRows, loadRecentWinners, loadSampleWinners } from "./home.repo";

const LAST_WINNERS = 10;

/**
 * Real winners of the brand, newest first. While there are none yet, a demo brand (`show_sample_winners`)
 * shows the seeded sample winners, dated relative to now; a live brand shows an empty list.
 */
async function lastWinners(db: Database, brand: Brand, showSamples: boolean, clock: Clock) {
  const real = await loadRecentWinners(db, brand.id, LAST_WINNERS);
  if (real.length > 0 || !showSamples) return real.map(presentWinner);
  const now = clock.now().getTime();
  const samples = await loadSampleWinners(db);
  const live = await activeGameIdsAmong(db, { gameIds: samples.map((sample) => sample.gameId) });
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

/** `/rest/page/home/`: the guest home and the players' lobby of one brand. */
export async function getHomePage(
  db: Database,
  clock: Clock,
  brand: Brand,
  locale: Locale,
  isPlayer: boolean,
): Promise<HomePage> {
  const rows = await loadHomeRows(db, brand.id);
  const { settings } = rows;
  if (!settings) {
    // Seeded for every brand at boot, so a missing row is an operator error, not a client one.
    throw new AppError("INTERNAL_ERROR", 500, `Brand ${brand.id} has no home page.`);
  }
  const slugs = rows.rows.map((row) => row.slug);
  const [titles, gameIds, winners, isGameOfWeekLive] = await Promise.all([
    collectionTitles(db, { slugs }),
    collectionGameIds(db, { slugs }),
    lastWinners(db, brand, settings.showSampleWinners, clock),
    settings.gameOfWeekId === null ? false : gameIsActive(db, { gameId: settings.gameOfWeekId }),
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
      isGameOfWeekLive && settings.gameOfWeekId !== null
        ? {
            gameId: settings.gameOfWeekId,
            title: localized(settings.gameOfWeekTitle, locale),
            description: localized(settings.gameOfWeekDescription, locale),
          }
        : null,
    lastWinners: winners,
    infoPlate: settings.infoPlateText
      ? { text: localized(settings.infoPlateText, locale), link: settings.infoPlateLink }
      : null,
    promotions: rows.promotions.map((row) => ({
      id: row.slug,
      title: localized(row.title, locale),
      text: localized(row.text, locale),
      link: row.link,
    })),
    promoBanners: [],
    schemeSections: SCHEME_SECTIONS,
    packages: [],
    schemaBanners: [],
    questData: null,
  };
}
