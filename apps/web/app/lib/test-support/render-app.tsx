import { type AppInit, BRANDS, type BrandId, type PlayerPageClass } from "@casino/contracts";
import { dehydrate, type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { createI18n, TranslationsProvider } from "../i18n";
import { makeQueryClient } from "../query";
import { guestAppInit } from "./app-init-fixtures";

export interface RenderAppOptions {
  url?: string;
  brandId?: BrandId;
  /** The app init in the query cache; null for none yet (a kept player page before it loads). */
  appInit?: AppInit | null;
  /** The root loader's player class: the page is one kept for that class of players (decision 024). */
  playerPageClass?: PlayerPageClass;
  /** Texts for the keys the test reads; other keys render as themselves. */
  dictionary?: Record<string, string>;
  /** Other routes the page may navigate to, each rendering its path. */
  paths?: string[];
}

/** Shows where the app navigated, for assertions on redirects. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/**
 * Renders a piece of the app as the root route would: root loader data (brand, locale), app init in the
 * query cache, i18n, and a router at `url`.
 */
export function renderApp(ui: ReactNode, options: RenderAppOptions = {}) {
  const { url = "/", brandId = "funrize", dictionary = {}, paths = [] } = options;
  const queryClient: QueryClient = makeQueryClient();
  if (options.appInit !== null)
    queryClient.setQueryData(["app-init"], options.appInit ?? guestAppInit(brandId));
  // What the document would carry: the cache as the test starts.
  const dehydratedState = dehydrate(queryClient);
  const translator = createI18n("en", dictionary);
  const pathname = new URL(url, "http://localhost").pathname;
  const Stub = createRoutesStub([
    {
      id: "root",
      HydrateFallback: () => null,
      loader: () => ({
        brand: BRANDS[brandId],
        locale: "en",
        translations: dictionary,
        playerPageClass: options.playerPageClass ?? null,
        dehydratedState,
      }),
      Component: () => (
        <QueryClientProvider client={queryClient}>
          <TranslationsProvider translator={translator}>
            <Outlet />
            <Where />
          </TranslationsProvider>
        </QueryClientProvider>
      ),
      children: [
        { path: pathname, Component: () => <>{ui}</> },
        ...paths.filter((path) => path !== pathname).map((path) => ({ path, Component: () => null })),
      ],
    },
  ]);
  return { queryClient, ...render(<Stub initialEntries={[url]} />) };
}
