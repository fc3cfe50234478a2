import { type AppInit, dictionaryVersion, type SsrContext, type Translations } from "@casino/contracts";
import { requestHandleRoute, translationsRoute } from "@casino/contracts/client";
import { redirectForPage } from "@casino/domain/url-rules/index";
import { detectDevice } from "@casino/web-kit";
import { redirect, redirectDocument } from "react-router";
import { registrationStep } from "../features/auth";
import { readCookieConsent } from "../features/cookie-consent";
import { createApiClient } from "../lib/api";
import { type DictionaryRef, rememberDictionary } from "../lib/i18n";
import { prefetchForRender, queries } from "../lib/query";
import type { RootBasics } from "../lib/session";

/** Names the render's dictionary by version and keeps it for this process's renders (decision 026). */
function dictionaryRefOf(locale: string, translations: Translations): DictionaryRef {
  const ref = { locale, version: dictionaryVersion(translations) };
  rememberDictionary(ref, translations);
  return ref;
}

/**
 * The request handler's verdict (spec §2/§7: a page may redirect before anything renders). A page kept for
 * a class of players renders without the player's session (decision 024), so it applies the handler's
 * rule for players itself.
 */
async function redirectFirst(context: SsrContext, api: ReturnType<typeof createApiClient>, url: URL) {
  const page = url.pathname + url.search;
  if (context.playerPageClass) {
    const rule = redirectForPage(page, { isGuest: false });
    if (rule) throw rule.isExternal ? redirectDocument(rule.location) : redirect(rule.location);
    return;
  }
  const handled = await api.call(requestHandleRoute, { query: { page } });
  if (handled.redirectUrl) {
    throw handled.isExternal ? redirectDocument(handled.redirectUrl) : redirect(handled.redirectUrl);
  }
}

/**
 * Everything the whole app needs on each document: the request handler's verdict, texts, app init and
 * menus (dehydrated for TanStack Query), device flags and the cookie consent state, so the first render
 * is already right. A player whose registration is unfinished is sent to finish it on brands that have
 * the page (spec §5). A page kept for a class of players carries the class instead of app init: the
 * browser loads the player's own app init after hydration (decision 024).
 */
export async function loadRootData({ context, request }: { context: SsrContext; request: Request }) {
  const api = createApiClient(context.transport);
  const url = new URL(request.url);
  await redirectFirst(context, api, url);
  const playerPageClass = context.playerPageClass ?? null;
  let appInit: AppInit | undefined;
  const [translations, dehydratedState] = await Promise.all([
    api.call(translationsRoute, { params: { locale: context.locale } }).catch((error: unknown) => {
      console.warn(`Translations for ${context.locale} could not be loaded`, error);
      return null;
    }),
    prefetchForRender(context, async (queryClient, serverApi) => {
      if (playerPageClass === null) appInit = await queryClient.fetchQuery(queries.appInit(serverApi));
      const isGuest = appInit ? appInit.isGuest : playerPageClass === null;
      await queryClient.prefetchQuery(queries.staticInfo(serverApi, context.locale, isGuest));
    }),
  ]);
  // Spec §5: an unfinished registration is finished first; brands with the page send the player there.
  if (registrationStep(appInit, context.brand.flags, url.pathname) === "page") {
    throw redirect(`/registration-complete/${url.search}`);
  }
  return {
    playerPageClass,
    brand: context.brand,
    locale: context.locale,
    nonce: context.nonce,
    device: detectDevice(context.userAgent),
    cookieConsent: readCookieConsent(request.headers.get("cookie")),
    dictionary: translations === null ? null : dictionaryRefOf(context.locale, translations),
    dehydratedState,
  } satisfies RootBasics & Record<string, unknown>;
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;
