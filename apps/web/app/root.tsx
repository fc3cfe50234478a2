import { HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { TranslationsProvider } from "./lib/i18n";
import "@casino/ui/themes.css";
import { redirectForPage } from "@casino/domain/url-rules/index";
import { createI18n } from "./lib/i18n";
import "./lib/load-context";
import { makeQueryClient } from "./lib/query";
import { dictionaryOf } from "./lib/session";
import { RootChrome } from "./root/root-chrome";
import { loadRootData, type RootData } from "./root/root-data.server";
import { RootErrorBoundary, useMarkPageLoaded } from "./root/root-error-boundary";

export const loader = loadRootData;
export type { RootData };
export const ErrorBoundary = RootErrorBoundary;

/**
 * The title of a page whose route has none of its own (and of the last-resort error page). Pages with a
 * `meta` export replace it, so the document always has exactly one `<title>`.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.brand.name ?? "Social casino" },
];

/**
 * The root data is loaded once per document, again when something asks for it on the same URL (a locale
 * change, a sign-in), and when the next URL might be redirected by the request handler's URL rules, so
 * in-app links obey the same rules as a first load.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return redirectForPage(nextUrl.pathname + nextUrl.search, { isGuest: true }) !== null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  return (
    <html lang={data?.locale ?? "en"} data-brand={data?.brand.id ?? "funrize"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<RootData>();
  const [queryClient] = useState(makeQueryClient);
  const translations = dictionaryOf(data);
  const translator = useMemo(() => createI18n(data.locale, translations), [data.locale, translations]);
  useMarkPageLoaded();
  // The game page runs inside the game modal's iframe: the host page already has the site's chrome.
  const isGameFrame = useLocation().pathname.startsWith("/games/");
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={data.dehydratedState}>
        <TranslationsProvider translator={translator}>
          {!isGameFrame && <RootChrome data={data} />}
          <Outlet />
        </TranslationsProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
