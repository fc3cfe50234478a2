import type { AppInit, SsrContext } from "@casino/contracts";
import { requestHandleRoute, translationsRoute } from "@casino/contracts/client";
import { detectDevice } from "@casino/web-kit";
import { redirect, redirectDocument } from "react-router";
import { registrationStep } from "../features/auth";
import { readCookieConsent } from "../features/cookie-consent";
import { createApiClient } from "../lib/api";
import { prefetchForRender, queries } from "../lib/query";
import type { RootBasics } from "../lib/session";

/**
 * Everything the whole app needs on each document: the request handler's verdict (spec §2/§7: a page may
 * redirect before anything renders), texts, app init and menus (dehydrated for TanStack Query), device
 * flags and the cookie consent state, so the first render is already right. A player whose registration
 * is unfinished is sent to finish it on brands that have the page (spec §5).
 */
export async function loadRootData({ context, request }: { context: SsrContext; request: Request }) {
  const api = createApiClient(context.transport);
  const url = new URL(request.url);
  const handled = await api.call(requestHandleRoute, { query: { page: url.pathname + url.search } });
  if (handled.redirectUrl) {
    throw handled.isExternal ? redirectDocument(handled.redirectUrl) : redirect(handled.redirectUrl);
  }
  let appInit: AppInit | undefined;
  const [translations, dehydratedState] = await Promise.all([
    api.call(translationsRoute, { params: { locale: context.locale } }).catch((error: unknown) => {
      console.warn(`Translations for ${context.locale} could not be loaded`, error);
      return null;
    }),
    prefetchForRender(context, async (queryClient, serverApi) => {
      appInit = await queryClient.fetchQuery(queries.appInit(serverApi));
      await queryClient.prefetchQuery(queries.staticInfo(serverApi, context.locale, appInit.isGuest));
    }),
  ]);
  // Spec §5: an unfinished registration is finished first; brands with the page send the player there.
  if (registrationStep(appInit, context.brand.flags, url.pathname) === "page") {
    throw redirect(`/registration-complete/${url.search}`);
  }
  return {
    brand: context.brand,
    locale: context.locale,
    nonce: context.nonce,
    device: detectDevice(context.userAgent),
    cookieConsent: readCookieConsent(request.headers.get("cookie")),
    translationsJson: translations === null ? null : JSON.stringify(translations),
    dehydratedState,
  } satisfies RootBasics & Record<string, unknown>;
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;
