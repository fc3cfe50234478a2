import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Spec §2 routes. Every module is split out and loaded on demand by React Router. */
export default [
  layout("layouts/default-layout.tsx", [
    index("routes/home/route.tsx"),
    route("page/:name", "routes/legal-page.tsx"),
    route("account", "routes/account/route.tsx"),
    route("account/responsible-play", "routes/account/responsible-play.tsx"),
    route("affiliates", "routes/affiliates/route.tsx"),
    route("affiliates/partners-account", "routes/affiliates/partners-account.tsx"),
    route("dev/mailbox", "routes/dev-mailbox/route.tsx"),
    // Games (spec §2): the signed-in home, the library, categories and collections, providers, search.
    route("lobby", "routes/lobby/route.tsx"),
    route("library", "routes/library/route.tsx"),
    route("issues/favorites", "routes/issues/favorites.tsx"),
    route("issues/last-games", "routes/issues/last-games.tsx"),
    route("issues/:pageName", "routes/issues/route.tsx"),
    route("providers", "routes/providers/route.tsx"),
    route("providers/:slug", "routes/providers/provider.tsx"),
    route("search", "routes/search/route.tsx"),
    route("history", "routes/history/route.tsx"),
    route("fairness", "routes/fairness/route.tsx"),
    route("promotions", "routes/promotions/route.tsx"),
    route("how-it-works", "routes/how-it-works/route.tsx"),
    // Unknown paths: the 404 page with HTTP status 404.
    route("*", "routes/not-found.tsx"),
  ]),
  layout("layouts/auth-layout.tsx", [
    route("signin", "routes/auth/sign-in.tsx"),
    route("signup", "routes/auth/sign-up.tsx"),
    route("reset", "routes/auth/reset.tsx"),
    route("registration-complete", "routes/auth/registration-complete.tsx"),
  ]),
  layout("layouts/geoblock-layout.tsx", [route("geoblock", "routes/geoblock/route.tsx")]),
  // The built-in provider's game page, in the game iframe, and the page the payment provider returns the
  // browser to inside the cash box's frame (spec §2 /cashIframe): no site shell.
  layout("layouts/game-layout.tsx", [
    route("games/:slug", "routes/games/route.tsx"),
    route("cashIframe", "routes/cash-iframe/route.tsx"),
  ]),
] satisfies RouteConfig;
