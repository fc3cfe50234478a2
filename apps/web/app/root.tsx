import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
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
import {
  DOCUMENT_DICTIONARY_ATTRIBUTE,
  dictionaryUrl,
  loadDictionary,
  TranslationsProvider,
} from "./lib/i18n";
import "@casino/ui/themes.css";
import { redirectForPage } from "@casino/domain/url-rules/index";
import { createI18n } from "./lib/i18n";
import "./lib/load-context";
import { DocumentDataBoundary, makeQueryClient } from "./lib/query";
import { dictionaryOf } from "./lib/session";
import { RootChrome } from "./root/root-chrome";
import { loadRootData, type RootData } from "./root/root-data.server";
import { RootErrorBoundary, useMarkPageLoaded } from "./root/root-error-boundary";

export const loader = loadRootData;

/**
 * In the browser the root's data comes from the server as ever; its dictionary (a new locale's, or new
 * texts) is loaded before the page renders with it (decision 026). Not on hydration: the entry loads the
 * document's dictionary first.
 */
export async function clientLoader({ serverLoader }: { serverLoader: () => Promise<RootData> }) {
  const data = await serverLoader();
  await loadDictionary(data.dictionary);
  return data;
}
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
  const dictionary = data?.dictionary ? dictionaryUrl(data.dictionary) : undefined;
  return (
    <html
      lang={data?.locale ?? "en"}
      data-brand={data?.brand.id ?? "funrize"}
      {...{ [DOCUMENT_DICTIONARY_ATTRIBUTE]: dictionary }}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {dictionary && <link rel="preload" as="fetch" href={dictionary} crossOrigin="anonymous" />}
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

/**
 * Says on the document that the page is interactive. Its scripts start after the first paint (decision
 * 025), so the load event no longer means that; the end-to-end tests wait for this before they act.
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  const data = useLoaderData<RootData>();
  const [queryClient] = useState(makeQueryClient);
  const translations = dictionaryOf(data);
  const translator = useMemo(() => createI18n(data.locale, translations), [data.locale, translations]);
  useMarkPageLoaded();
  useMarkHydrated();
  // The game page runs inside the game modal's iframe, and /cashIframe inside the cash box's: the host
  // page already has the site's chrome (cookie banner, live channel, modals).
  const { pathname } = useLocation();
  const isFrame = pathname.startsWith("/games/") || pathname.toLowerCase().startsWith("/cashiframe");
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentDataBoundary state={data.dehydratedState}>
        <TranslationsProvider translator={translator}>
          {!isFrame && <RootChrome data={data} />}
          <Outlet />
        </TranslationsProvider>
      </DocumentDataBoundary>
    </QueryClientProvider>
  );
}
