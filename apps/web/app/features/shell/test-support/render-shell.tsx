import { BRANDS, type BrandId, type GuestAppInit, type MenuItem, type StaticInfo } from "@casino/contracts";
import { dehydrate, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { createI18n, TranslationsProvider } from "../../../lib/i18n";
import { makeQueryClient } from "../../../lib/query";

export function menuItem(title: string, flags: Partial<MenuItem> = {}): MenuItem {
  return {
    title,
    url: `/${title.toLowerCase().replace(/\s+/g, "-")}`,
    image: "/icons/home.svg",
    image_active: "/icons/home-active.svg",
    subsection_number: 0,
    is_granted_for_guest: true,
    show_player_with_deposits: true,
    show_player_without_deposits: true,
    is_new: false,
    animation_event: null,
    is_external: false,
    ...flags,
  };
}

export const STATIC_INFO: StaticInfo = {
  menu: [
    {
      title: "Games",
      items: [
        menuItem("Home", { url: "/" }),
        menuItem("Favorites", { is_granted_for_guest: false }),
        menuItem("Popular", { url: "/library?category=popular-games", is_new: true }),
        menuItem("Promotions", { url: "/promotions" }),
        // Pages of the spec this build does not have yet: never shown, whoever is looking.
        menuItem("Tournaments", { url: "/tournaments/", is_new: true }),
        menuItem("VIP", { url: "/vip" }),
        menuItem("Blog", { url: "https://blog.example/", is_external: true }),
      ],
    },
  ],
  tapBar: [
    menuItem("Home", { url: "/" }),
    menuItem("Wallet", { url: "/history", is_granted_for_guest: false }),
    menuItem("Promotions", { url: "/promotions" }),
  ],
  footer: {
    menu: [
      { title: "How it works", url: "/how-it-works", column: "first_column" },
      { title: "Terms", url: "/page/terms", column: "second_column" },
      { title: "Privacy", url: "/page/privacy-policy", column: "second_column" },
      { title: "Play safe", url: "/account/responsible-play", column: "second_column" },
    ],
  },
  socialNetworks: [{ id: "facebook", url: "https://facebook.example/x", icon: "/icons/social/facebook.svg" }],
  about: ["One.", "Two.", "Three.", "Four."],
  supportEmail: "help@brand.example",
  affiliateUrl: "https://partners.brand.example/",
  trustpilot: { rating: 4.7, url: "https://reviews.example/brand" },
};

function guestAppInit(brandId: BrandId): GuestAppInit {
  return {
    isGuest: true,
    appName: BRANDS[brandId].name,
    brand: { id: brandId, flags: BRANDS[brandId].flags },
    login: null,
    email: null,
    phone: null,
    token: null,
    websocket: null,
    wsConnectionData: null,
    captcha: { isEnabled: false, key: null, url: null },
    favoriteGames: [],
    lastGames: [],
    bannerPresetPackage: null,
    popupPresetPackages: [],
    playerRestrictionIdsHash: "guest",
    popUpAds: { isActive: false },
    buildId: "test",
  };
}

/** Renders shell parts as a guest of `nlc` at `url`, with the data the root loader would have prefetched. */
export function renderAsGuest(ui: ReactNode, { url = "/", dictionary = {} as Record<string, string> } = {}) {
  const queryClient = makeQueryClient();
  queryClient.setQueryData(["app-init"], guestAppInit("nlc"));
  queryClient.setQueryData(["static-info", "en", true], STATIC_INFO);
  const translator = createI18n("en", dictionary);
  const root = {
    brand: BRANDS.nlc,
    locale: "en",
    translations: dictionary,
    playerPageClass: null,
    dehydratedState: dehydrate(queryClient),
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => root,
      Component: () => (
        <QueryClientProvider client={queryClient}>
          <TranslationsProvider translator={translator}>
            <Outlet />
          </TranslationsProvider>
        </QueryClientProvider>
      ),
      children: [{ path: "*", Component: () => <>{ui}</> }],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}
