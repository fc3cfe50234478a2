import type { LocalizedText } from "../schema";

/** One sidebar or tap-bar entry, seeded the same for every brand (operators edit per brand). */
export interface MenuItemSeed {
  placement: "sidebar" | "tap_bar";
  sectionTitle: LocalizedText | null;
  sectionPosition: number;
  slug: string;
  title: LocalizedText;
  url: string;
  image: string | null;
  imageActive: string | null;
  isGrantedForGuest: boolean;
  showPlayerWithDeposits: boolean;
  showPlayerWithoutDeposits: boolean;
  isNew?: boolean;
  isExternal?: boolean;
}

const everyone = { isGrantedForGuest: true, showPlayerWithDeposits: true, showPlayerWithoutDeposits: true };
const players = { isGrantedForGuest: false, showPlayerWithDeposits: true, showPlayerWithoutDeposits: true };
const icon = (name: string) => ({ image: `/icons/${name}.svg`, imageActive: `/icons/${name}-active.svg` });

const GAMES: LocalizedText = { en: "Games", es: "Juegos" };
const REWARDS: LocalizedText = { en: "Rewards", es: "Premios" };
const INFO: LocalizedText = { en: "Information", es: "Información" };

export const SIDEBAR_ITEMS: readonly MenuItemSeed[] = [
  {
    placement: "sidebar",
    sectionTitle: GAMES,
    sectionPosition: 0,
    slug: "home",
    title: { en: "Home", es: "Inicio" },
    url: "/",
    ...icon("home"),
    ...everyone,
  },
  {
    placement: "sidebar",
    sectionTitle: GAMES,
    sectionPosition: 0,
    slug: "popular",
    title: { en: "Popular games", es: "Juegos populares" },
    url: "/library?category=popular-games",
    ...icon("star"),
    ...everyone,
  },
  {
    placement: "sidebar",
    sectionTitle: GAMES,
    sectionPosition: 0,
    slug: "favorites",
    title: { en: "Favorites", es: "Favoritos" },
    url: "/issues/favorites",
    ...icon("heart"),
    ...players,
  },
  {
    placement: "sidebar",
    sectionTitle: REWARDS,
    sectionPosition: 1,
    slug: "promotions",
    title: { en: "Promotions", es: "Promociones" },
    url: "/promotions",
    ...icon("gift"),
    ...everyone,
  },
  {
    placement: "sidebar",
    sectionTitle: REWARDS,
    sectionPosition: 1,
    slug: "tournaments",
    title: { en: "Tournaments", es: "Torneos" },
    url: "/tournaments/",
    ...icon("trophy"),
    ...everyone,
    isNew: true,
  },
  {
    placement: "sidebar",
    sectionTitle: REWARDS,
    sectionPosition: 1,
    slug: "referral",
    title: { en: "Invite friends", es: "Invita a amigos" },
    url: "/referral-info",
    ...icon("users"),
    ...players,
  },
  {
    placement: "sidebar",
    sectionTitle: INFO,
    sectionPosition: 2,
    slug: "how-it-works",
    title: { en: "How it works", es: "Cómo funciona" },
    url: "/how-it-works",
    ...icon("info"),
    ...everyone,
  },
  {
    placement: "sidebar",
    sectionTitle: INFO,
    sectionPosition: 2,
    slug: "responsible-play",
    title: { en: "Responsible play", es: "Juego responsable" },
    url: "/page/responsible-play",
    ...icon("shield"),
    ...everyone,
  },
];

export const TAP_BAR_ITEMS: readonly MenuItemSeed[] = [
  {
    placement: "tap_bar",
    sectionTitle: null,
    sectionPosition: 0,
    slug: "home",
    title: { en: "Home", es: "Inicio" },
    url: "/",
    ...icon("home"),
    ...everyone,
  },
  {
    placement: "tap_bar",
    sectionTitle: null,
    sectionPosition: 0,
    slug: "promotions",
    title: { en: "Promotions", es: "Promociones" },
    url: "/promotions",
    ...icon("gift"),
    ...everyone,
  },
  {
    placement: "tap_bar",
    sectionTitle: null,
    sectionPosition: 0,
    slug: "tournaments",
    title: { en: "Tournaments", es: "Torneos" },
    url: "/tournaments/",
    ...icon("trophy"),
    ...players,
  },
];

export interface FooterLinkSeed {
  column: string;
  slug: string;
  title: LocalizedText;
  url: string;
}

/** Spec §2: the footer's legal links are the items of column `second_column`. */
export const FOOTER_LINKS: readonly FooterLinkSeed[] = [
  {
    column: "first_column",
    slug: "how-it-works",
    title: { en: "How it works", es: "Cómo funciona" },
    url: "/how-it-works",
  },
  {
    column: "first_column",
    slug: "promotions",
    title: { en: "Promotions", es: "Promociones" },
    url: "/promotions",
  },
  {
    column: "second_column",
    slug: "terms",
    title: { en: "Terms and conditions", es: "Términos y condiciones" },
    url: "/page/terms",
  },
  {
    column: "second_column",
    slug: "privacy-policy",
    title: { en: "Privacy policy", es: "Política de privacidad" },
    url: "/page/privacy-policy",
  },
  {
    column: "second_column",
    slug: "sweepstakes-rules",
    title: { en: "Sweepstakes rules", es: "Reglas del sorteo" },
    url: "/page/sweepstakes-rules",
  },
  {
    column: "second_column",
    slug: "responsible-play",
    title: { en: "Responsible play", es: "Juego responsable" },
    url: "/page/responsible-play",
  },
];

export const SOCIAL_NETWORKS = [
  { id: "facebook", icon: "/icons/social/facebook.svg" },
  { id: "instagram", icon: "/icons/social/instagram.svg" },
  { id: "x", icon: "/icons/social/x.svg" },
  { id: "youtube", icon: "/icons/social/youtube.svg" },
] as const;
