import type { LocalizedText } from "../schema";
import { GAMES, type GameSeed } from "./games-list";

export interface CollectionSeed {
  slug: string;
  kind: "category" | "collection";
  title: LocalizedText;
  /** A generated icon, served by the game-art feature. */
  icon: string;
  isInMenu: boolean;
  /** Game ids in display order. */
  gameIds: number[];
}

const icon = (name: string) => `/games-art/icons/${name}.svg`;
const ids = (games: readonly GameSeed[]) => games.map((game) => game.id);
const where = (test: (game: GameSeed) => boolean) => ids(GAMES.filter(test));
/** Explicit picks keep curated rows curated; a typo fails the seed test rather than vanishing. */
const pick = (...gameIds: number[]) => {
  for (const id of gameIds) if (!GAMES.some((game) => game.id === id)) throw new Error(`no game ${id}`);
  return gameIds;
};

const POPULAR = pick(110, 101, 402, 203, 501, 603, 105, 304, 702, 113, 401, 115, 201, 506, 307, 705);

/** Library categories (`/library?category=`), in menu order. */
const CATEGORIES: CollectionSeed[] = [
  {
    slug: "popular-games",
    kind: "category",
    title: { en: "Popular games", es: "Juegos populares" },
    icon: icon("star"),
    isInMenu: true,
    gameIds: POPULAR,
  },
  {
    slug: "new-games",
    kind: "category",
    title: { en: "New games", es: "Juegos nuevos" },
    icon: icon("sparkle"),
    isInMenu: true,
    gameIds: where((game) => game.isNew),
  },
  {
    slug: "hot",
    kind: "category",
    title: { en: "Hot right now", es: "Lo más caliente" },
    icon: icon("flame"),
    isInMenu: true,
    gameIds: where((game) => game.isHot),
  },
  {
    slug: "slots",
    kind: "category",
    title: { en: "All slots", es: "Todas las tragamonedas" },
    icon: icon("reels"),
    isInMenu: true,
    gameIds: ids(GAMES),
  },
  {
    slug: "classic",
    kind: "category",
    title: { en: "Classic reels", es: "Rodillos clásicos" },
    icon: icon("cherry"),
    isInMenu: true,
    gameIds: where((game) => game.engineId === "classic-3-reel"),
  },
  {
    slug: "video-slots",
    kind: "category",
    title: { en: "Video slots", es: "Tragamonedas de vídeo" },
    icon: icon("grid"),
    isInMenu: true,
    gameIds: where((game) => game.engineId === "video-5x3"),
  },
  {
    slug: "jackpot",
    kind: "category",
    title: { en: "Hold & Win jackpots", es: "Botes Hold & Win" },
    icon: icon("coin"),
    isInMenu: true,
    gameIds: where((game) => game.engineId === "hold-and-win"),
  },
  {
    slug: "fishing",
    kind: "category",
    title: { en: "Fishing & sea", es: "Pesca y mar" },
    icon: icon("fish"),
    isInMenu: true,
    gameIds: where((game) => game.isSeaTheme),
  },
];

/** Curated collections: the home page's rows and the `/issues/{pageName}` pages. */
const COLLECTIONS: CollectionSeed[] = [
  {
    slug: "most-played",
    kind: "collection",
    title: { en: "Most played", es: "Los más jugados" },
    icon: icon("star"),
    isInMenu: false,
    gameIds: POPULAR,
  },
  {
    slug: "new-releases",
    kind: "collection",
    title: { en: "New releases", es: "Novedades" },
    icon: icon("sparkle"),
    isInMenu: false,
    gameIds: where((game) => game.isNew),
  },
  {
    slug: "weekly-specials",
    kind: "collection",
    title: { en: "Weekly specials", es: "Especiales de la semana" },
    icon: icon("calendar"),
    isInMenu: false,
    gameIds: pick(608, 304, 406, 112, 507, 705),
  },
  {
    slug: "rapid-link",
    kind: "collection",
    title: { en: "Rapid link", es: "Enlace rápido" },
    icon: icon("bolt"),
    isInMenu: false,
    gameIds: pick(407, 506, 603, 706, 110, 208, 308, 702),
  },
  {
    slug: "fishing-frenzy",
    kind: "collection",
    title: { en: "Fishing frenzy", es: "Fiebre de pesca" },
    icon: icon("fish"),
    isInMenu: false,
    gameIds: where((game) => game.isSeaTheme),
  },
  {
    slug: "bonus-combo",
    kind: "collection",
    title: { en: "Bonus combo", es: "Combo de bonos" },
    icon: icon("gift"),
    isInMenu: false,
    gameIds: pick(105, 113, 201, 301, 402, 503, 602, 701),
  },
  {
    slug: "top-games",
    kind: "collection",
    title: { en: "Top games", es: "Los mejores juegos" },
    icon: icon("crown"),
    isInMenu: false,
    gameIds: pick(101, 110, 402, 501, 603, 702, 113, 304),
  },
  {
    slug: "all-games",
    kind: "collection",
    title: { en: "All games", es: "Todos los juegos" },
    icon: icon("reels"),
    isInMenu: false,
    gameIds: ids(GAMES),
  },
];

export const GAME_COLLECTIONS: readonly CollectionSeed[] = [...CATEGORIES, ...COLLECTIONS];

/** The home page's rows, with the spec's collection keys (they decide the rows per slide). */
export const HOME_ROWS: readonly { collectionSlug: string; key: string }[] = [
  { collectionSlug: "most-played", key: "popularGames" },
  { collectionSlug: "new-releases", key: "newReleases" },
  { collectionSlug: "weekly-specials", key: "weeklySpecials" },
  { collectionSlug: "rapid-link", key: "rapidLink" },
  { collectionSlug: "fishing-frenzy", key: "fishing" },
  { collectionSlug: "bonus-combo", key: "bonusCombo" },
  { collectionSlug: "top-games", key: "topGames" },
  { collectionSlug: "all-games", key: "allGames" },
];
