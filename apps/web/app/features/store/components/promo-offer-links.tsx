import type { FlipTheCoinResult } from "@casino/contracts";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { browserApi } from "../../../lib/api";
import { BackgroundPart } from "../../../lib/chunk-reload";
import { useTranslation } from "../../../lib/i18n";
import { areOtherModalsHeld, useIsModalAllowed } from "../../../lib/modal-policy";
import { useAppInitFact } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { useDelay } from "../hooks/use-delay";
import { offerHash } from "../model/cash-links";
import { flipTheCoin, subscribePromoOffer } from "../store-query";

const FlipTheCoinDialog = lazy(() => import("./flip-the-coin-dialog"));

/** Spec §2 queries: a link offer's url hash, and a flip-the-coin set. */
export const PROMO_OFFER_PARAM = "promoOffer";
export const PROMO_OFFER_SET_PARAM = "promoOfferSet";

export type FlipState = { status: "flipping" } | { status: "done"; result: FlipTheCoinResult };

const isAuthPage = (pathname: string) => /^\/(signup|signin|registration-complete)(\/|$)/.test(pathname);

/** The query without the two offer parameters, as `?a=b` or "". */
function withoutOfferParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PROMO_OFFER_PARAM);
  params.delete(PROMO_OFFER_SET_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * The offer links of spec §2/§4, for a signed-in player, 2 s after the page came to life (spec §9 promo
 * offer calls): `?promoOffer={urlHash}` unlocks the link offer (POST subscribe) and opens it in the cash
 * box (`#/cash/deposit-by-money/{presetId}/promoOffer/`); `?promoOfferSet={set}` flips the coin (POST
 * flip-the-coin) and shows the won offer, or the "flip-the-coin used" modal with its reason. Each link
 * is used once: its parameter leaves the URL at once, so a reload does not repeat it. A guest is sent to
 * sign up with the link, which is used once they are a player.
 */
export function PromoOfferLinks() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const isAllowed = useIsModalAllowed("other");
  const isPlayer = useAppInitFact(useCallback((appInit) => Boolean(appInit && !appInit.isGuest), []));
  const isGuest = useAppInitFact(useCallback((appInit) => Boolean(appInit?.isGuest), []));
  const isDue = useDelay();
  const [flip, setFlip] = useState<FlipState | null>(null);
  const handled = useRef<string | null>(null);

  const params = new URLSearchParams(search);
  const urlHash = params.get(PROMO_OFFER_PARAM);
  const setSlug = params.get(PROMO_OFFER_SET_PARAM);
  const hasOfferLink = urlHash !== null || setSlug !== null;
  // Never on the sign-up and sign-in pages: the new player is on their way to the lobby, where the link
  // follows them (useAfterAuth) and waits for the welcome moment.
  const isOnAuthPage = isAuthPage(pathname);
  const isReady = isDue && isPlayer && isAllowed && hasOfferLink && !isOnAuthPage;

  // An offer is for players: a guest signs up first, and the link follows them (see useAfterAuth).
  const mustSignUp = isGuest && hasOfferLink && !isOnAuthPage;
  useEffect(() => {
    if (mustSignUp) void navigate(`/signup/${search}`, { replace: true });
  }, [mustSignUp, search, navigate]);

  useEffect(() => {
    if (!isReady || handled.current === search || areOtherModalsHeld()) return;
    handled.current = search;
    const rest = withoutOfferParams(search);
    void navigate({ pathname, search: rest, hash }, { replace: true, preventScrollReset: true });
    const refuse = () => showToast(t("store.link.unavailable"), { type: "error" });
    if (urlHash !== null) {
      subscribePromoOffer(browserApi, urlHash.trim().toLowerCase()).then(
        ({ presetId }) =>
          void navigate(
            { pathname, search: rest, hash: offerHash(presetId, "promoOffer") },
            { preventScrollReset: true },
          ),
        refuse,
      );
    }
    if (setSlug !== null) {
      setFlip({ status: "flipping" });
      flipTheCoin(browserApi, setSlug).then(
        (result) => setFlip({ status: "done", result }),
        () => {
          setFlip(null);
          refuse();
        },
      );
    }
  }, [isReady, search, pathname, hash, urlHash, setSlug, navigate, t]);

  if (!flip || !isAllowed) return null;
  return (
    <BackgroundPart name="flip the coin">
      <Suspense fallback={null}>
        <FlipTheCoinDialog
          flip={flip}
          onClose={() => setFlip(null)}
          onBuy={(presetId) => {
            setFlip(null);
            void navigate(
              { pathname, search, hash: offerHash(presetId, "promoOffer") },
              { preventScrollReset: true },
            );
          }}
        />
      </Suspense>
    </BackgroundPart>
  );
}
