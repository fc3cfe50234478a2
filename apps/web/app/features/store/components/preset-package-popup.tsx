import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { BackgroundPart } from "../../../lib/chunk-reload";
import { useIsModalAllowed } from "../../../lib/modal-policy";
import { useSession } from "../../../lib/session";
import { PROMO_OFFER_DELAY_MS } from "../hooks/use-delay";
import { offerHash } from "../model/cash-links";
import { forgetPopupShown, nextPopupAt, rememberPopupShown } from "../model/preset-popup-memory";
import { offerTypeOf } from "../model/purchase-selection";

const PresetPackageDialog = lazy(() => import("./preset-package-dialog"));

/**
 * The preset package popup (spec §4): the brand's popup offer from app init's `popupPresetPackages`,
 * shown to a signed-in player whose account is ACTIVE after sign-in (2 s after the page came to life, as
 * the other promo offer calls) and again on a timer once its hour is up; never over the cash box or on
 * the geoblock page. Its Buy opens the offer in the cash box.
 */
export function PresetPackagePopup() {
  const { appInit, player } = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const isAllowed = useIsModalAllowed("other");
  const isActive = player?.playerInfo.accountStatus === "ACTIVE";
  const offer = isActive ? (player?.popupPresetPackages[0] ?? null) : null;
  const playerId = player?.playerInfo.id ?? null;
  const offerId = offer?.id ?? null;
  const [isDue, setIsDue] = useState(false);

  const isGuest = appInit?.isGuest === true;
  useEffect(() => {
    if (isGuest) forgetPopupShown();
  }, [isGuest]);

  useEffect(() => {
    if (offerId === null || playerId === null || isDue) return;
    const now = Date.now();
    const wait = Math.max(PROMO_OFFER_DELAY_MS, nextPopupAt(playerId, now) - now);
    const timer = window.setTimeout(() => setIsDue(true), wait);
    return () => window.clearTimeout(timer);
  }, [offerId, playerId, isDue]);

  // It waits while the cash box is open: the player is buying already.
  const isShown = isDue && offer !== null && playerId !== null && isAllowed && !hash.includes("cash");
  useEffect(() => {
    if (isShown && playerId !== null) rememberPopupShown(playerId, Date.now());
  }, [isShown, playerId]);

  if (!isShown || !offer) return null;
  return (
    <BackgroundPart name="preset package popup">
      <Suspense fallback={null}>
        <PresetPackageDialog
          offer={offer}
          onClose={() => setIsDue(false)}
          onBuy={() => {
            setIsDue(false);
            void navigate(
              { pathname, search, hash: offerHash(offer.id, offerTypeOf(offer)) },
              { preventScrollReset: true },
            );
          }}
        />
      </Suspense>
    </BackgroundPart>
  );
}
