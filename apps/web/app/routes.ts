import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Spec §2 routes. Every module is split out and loaded on demand by React Router. */
export default [
  layout("layouts/default-layout.tsx", [
    index("routes/home/route.tsx"),
    route("page/:name", "routes/legal-page.tsx"),
    // Unknown paths: the 404 page with HTTP status 404.
    route("*", "routes/not-found.tsx"),
  ]),
  // /signin, /signup and /reset join this layout with the sign-in issue.
  layout("layouts/auth-layout.tsx", []),
  layout("layouts/geoblock-layout.tsx", [route("geoblock", "routes/geoblock/route.tsx")]),
] satisfies RouteConfig;
