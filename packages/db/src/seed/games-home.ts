import { BRANDS, type BrandId } from "@casino/contracts";
import type { GameArtTheme, LocalizedText } from "../schema";
import { GAMES } from "./games-list";

/** The game of the week differs per brand, so each lobby leads with something of its own. */
const GAME_OF_WEEK: Record<BrandId, number> = {
  funrize: 113,
  tao: 601,
  nlc: 501,
  fortuneWheelz: 110,
  funzCity: 402,
  jackpotRabbit: 203,
  sws: 608,
  product: 105,
  stormrush: 109,
};

const gameTitle = (id: number) => {
  const game = GAMES.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game.title;
};

const formatEn = (value: number) => new Intl.NumberFormat("en-US").format(value);
const formatEs = (value: number) => new Intl.NumberFormat("es-ES", { useGrouping: "always" }).format(value);

export function homePageFor(brandId: BrandId) {
  const name = BRANDS[brandId].name;
  const gameId = GAME_OF_WEEK[brandId];
  const title = gameTitle(gameId);
  return {
    brandId,
    seoTitle: {
      en: `${name}: free-to-play social casino games`,
      es: `${name}: juegos de casino social gratis`,
    },
    seoDescription: {
      en: `Play ${GAMES.length}+ slots for free at ${name} with Coins, or with Entries for sweepstakes prizes. No purchase necessary.`,
      es: `Juega gratis a más de ${GAMES.length} tragamonedas en ${name} con Monedas, o con Entradas para premios del sorteo. Sin compra necesaria.`,
    },
    infoPlateText: {
      en: "No purchase necessary. Play responsibly: set purchase limits, a reality check, a cool-off or self-exclusion yourself under Account › Responsible play.",
      es: "Sin compra necesaria. Juega con responsabilidad: fija tú mismo límites de compra, un recordatorio de realidad, una pausa o la autoexclusión en Cuenta › Juego responsable.",
    },
    infoPlateLink: "/page/responsible-play",
    gameOfWeekId: gameId,
    gameOfWeekTitle: { en: `Game of the week: ${title}`, es: `Juego de la semana: ${title}` },
    gameOfWeekDescription: {
      en: `This week ${name} puts ${title} in the spotlight. Give it a spin!`,
      es: `Esta semana ${name} destaca ${title}. ¡Dale un giro!`,
    },
    showSampleWinners: true,
  };
}

interface BannerSeed {
  slug: string;
  type: "bannerPresetPackage" | "promo" | "welcome" | "game";
  audience: "guest" | "player" | "all";
  title: LocalizedText;
  subtitle: LocalizedText | null;
  buttonText: LocalizedText;
  link: string;
  artKey: string;
  artTheme: GameArtTheme;
}

/**
 * Banners of a brand, in position order. Guests see the welcome offer; players see the preset-package
 * offer, which the service always puts first (spec §3).
 */
export function bannersFor(brandId: BrandId): BannerSeed[] {
  const { name, bonuses } = BRANDS[brandId];
  const { coins, entries } = bonuses.welcome;
  const gameId = GAME_OF_WEEK[brandId];
  return [
    {
      slug: "welcome-offer",
      type: "welcome",
      audience: "guest",
      title: { en: `Welcome to ${name}`, es: `Bienvenido a ${name}` },
      subtitle: {
        en: `Sign up and get ${formatEn(coins)} coins + ${formatEn(entries)} free entries`,
        es: `Regístrate y consigue ${formatEs(coins)} monedas + ${formatEs(entries)} entradas gratis`,
      },
      buttonText: { en: "Join now", es: "Únete ahora" },
      link: "/signup/",
      artKey: "welcome-offer",
      artTheme: { colors: ["#1e1b4b", "#7c3aed", "#fde047"], motif: "gift" },
    },
    {
      slug: "preset-package",
      type: "bannerPresetPackage",
      audience: "player",
      title: { en: "Today's coin package", es: "El paquete de monedas de hoy" },
      subtitle: {
        en: "Extra coins and free entries on your next package",
        es: "Monedas extra y entradas gratis en tu próximo paquete",
      },
      buttonText: { en: "Get the offer", es: "Ver la oferta" },
      link: "/cash/deposit-by-money/",
      artKey: "preset-package",
      artTheme: { colors: ["#052e16", "#15803d", "#fde047"], motif: "coin" },
    },
    {
      slug: "game-of-week",
      type: "game",
      audience: "all",
      title: { en: gameTitle(gameId), es: gameTitle(gameId) },
      subtitle: { en: "Game of the week", es: "Juego de la semana" },
      buttonText: { en: "Play now", es: "Jugar ahora" },
      link: `/?game=${gameId}`,
      artKey: "game-of-week",
      artTheme: { colors: ["#0c0a2a", "#be185d", "#fbbf24"], motif: "star" },
    },
    {
      slug: "tournaments",
      type: "promo",
      audience: "all",
      title: { en: "Weekly tournaments", es: "Torneos semanales" },
      subtitle: {
        en: "Climb the leaderboard for a share of the prizes",
        es: "Sube en la clasificación y gana premios",
      },
      buttonText: { en: "See tournaments", es: "Ver torneos" },
      link: "/tournaments/",
      artKey: "tournaments",
      artTheme: { colors: ["#0f172a", "#1d4ed8", "#facc15"], motif: "crown" },
    },
  ];
}

/** Display meters of the home page, in minor units (entries in hundredths). */
export const JACKPOTS = [
  { slug: "grand", title: { en: "Grand", es: "Grande" }, currency: "entries", amount: 2_500_000n },
  { slug: "major", title: { en: "Major", es: "Mayor" }, currency: "entries", amount: 250_000n },
  { slug: "minor", title: { en: "Minor", es: "Menor" }, currency: "coins", amount: 1_000_000n },
  { slug: "mini", title: { en: "Mini", es: "Mini" }, currency: "coins", amount: 100_000n },
] as const;

/**
 * Sample winners for a brand with no winning round yet (see `home_sample_winner`): invented first
 * names and initials, amounts in minor units.
 */
export const SAMPLE_WINNERS = [
  { id: 1, name: "Avery K.", gameId: 110, currency: "coins", amount: 125_000n, secondsAgo: 90 },
  { id: 2, name: "Jordan P.", gameId: 402, currency: "entries", amount: 4_250n, secondsAgo: 340 },
  { id: 3, name: "Riley M.", gameId: 101, currency: "coins", amount: 18_000n, secondsAgo: 720 },
  { id: 4, name: "Casey T.", gameId: 603, currency: "entries", amount: 12_000n, secondsAgo: 1_500 },
  { id: 5, name: "Morgan L.", gameId: 501, currency: "coins", amount: 64_500n, secondsAgo: 2_400 },
  { id: 6, name: "Quinn R.", gameId: 304, currency: "entries", amount: 975n, secondsAgo: 3_600 },
  { id: 7, name: "Harper D.", gameId: 702, currency: "coins", amount: 250_000n, secondsAgo: 5_200 },
  { id: 8, name: "Rowan S.", gameId: 113, currency: "entries", amount: 2_020n, secondsAgo: 7_800 },
] as const;
