import { type HomePage, type Locale, rowsPerSlide, toMajorNumber } from "@casino/contracts";
import { bannerImageUrl } from "../../platform/art";
import type { HomeRows } from "./home.repo";

/** A winning round as the winners feed gets it: who (names only), which game, how much, when. */
export interface WinnerRow {
  name: string | null;
  surname: string | null;
  gameId: number;
  gameMode: "TournamentPoints" | "SweepStakes";
  /** Minor units, as a decimal string. */
  winTotal: string;
  settledAt: Date | string;
}

type Banner = HomePage["banners"][number];

/** Operator-edited text may lack a locale: fall back to English, then to nothing. */
export const localized = (text: Partial<Record<Locale, string>> | null | undefined, locale: Locale) =>
  text?.[locale] ?? text?.en ?? "";
type Winner = HomePage["lastWinners"][number];

/** The order the page lays its sections out in. */
export const SCHEME_SECTIONS = [
  "banners",
  "jackpots",
  "gameOfWeek",
  "collections",
  "lastWinners",
  "promotions",
  "infoPlate",
];

/**
 * The banners a visitor sees: guests the guest and everyone's banners, players the player and
 * everyone's; the `bannerPresetPackage` one always first (spec §3), the rest by position.
 */
export function presentBanners(rows: HomeRows["banners"], isPlayer: boolean, locale: Locale): Banner[] {
  const audience = isPlayer ? "player" : "guest";
  const visible = rows.filter((row) => row.audience === "all" || row.audience === audience);
  const isPreset = (row: (typeof visible)[number]) => (row.type === "bannerPresetPackage" ? 0 : 1);
  return [...visible]
    .sort((a, b) => isPreset(a) - isPreset(b) || a.position - b.position)
    .map((row) => ({
      id: row.slug,
      type: row.type,
      title: localized(row.title, locale),
      subtitle: row.subtitle ? localized(row.subtitle, locale) : null,
      image: bannerImageUrl({ artKey: row.artKey, theme: row.artTheme }),
      link: row.link,
      buttonText: localized(row.buttonText, locale),
    }));
}

/** The home's rows of collections the catalogue still has, each with its active games. */
export function presentCollections(
  rows: HomeRows["rows"],
  catalogue: {
    titles: Map<string, Partial<Record<Locale, string>>>;
    gameIds: Map<string, number[]>;
  },
  locale: Locale,
) {
  const { titles, gameIds } = catalogue;
  return rows
    .filter((row) => titles.has(row.slug))
    .map((row) => ({
      slug: row.slug,
      key: row.key,
      title: localized(titles.get(row.slug), locale),
      rowsPerSlide: rowsPerSlide(row.key),
      gameIds: gameIds.get(row.slug) ?? [],
    }))
    .filter((collection) => collection.gameIds.length > 0);
}

/** First name and the surname's initial ("Dana D."), never more of a player than that. */
export function winnerName(name: string | null, surname: string | null): string {
  const first = name?.trim().split(/\s+/)[0]?.slice(0, 20);
  if (!first) return "Player";
  const initial = surname?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export function presentWinner(row: WinnerRow): Winner {
  const currency = row.gameMode === "SweepStakes" ? "entries" : "coins";
  return {
    name: winnerName(row.name, row.surname),
    gameId: row.gameId,
    currency,
    amount: toMajorNumber(BigInt(row.winTotal), currency),
    at: new Date(row.settledAt).toISOString(),
  };
}

export function presentJackpots(rows: HomeRows["jackpots"], locale: Locale): HomePage["jackpots"] {
  return rows.map((row) => ({
    id: row.slug,
    title: localized(row.title, locale),
    currency: row.currency,
    amount: toMajorNumber(row.amount, row.currency),
  }));
}
