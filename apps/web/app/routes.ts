import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Spec §2 routes. Every module is split out and loaded on demand by React Router. */
export default [
  layout("layouts/default-layout.tsx", [
    index("routes/home/route.tsx"),
    route("page/:name", "routes/legal-page.tsx"),
    route("account", "routes/account/route.tsx"),
    route("affiliates", "routes/affiliates/route.tsx"),
    route("affiliates/partners-account", "routes/affiliates/partners-account.tsx"),
    route("dev/mailbox", "routes/dev-mailbox/route.tsx"),
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
] satisfies RouteConfig;
