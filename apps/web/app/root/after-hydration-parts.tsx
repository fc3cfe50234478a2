import { CashBoxHost } from "../compositions/cash-box/cash-box-host";
import { EmailConfirmation } from "../features/auth";
import { FreeEntriesBonusListener } from "../features/bonus-offers";
import { BuildCheck } from "../features/builds";
import { GeoCheck } from "../features/geo-restriction";
import { VerifyHashListener } from "../features/identity-verification";
import { TermsCheck } from "../features/legal-pages";
import { ReferralCapture } from "../features/referral";
import { RealityCheckTimer } from "../features/responsible-play";
import { PresetPackagePopup, PromoOfferLinks } from "../features/store";
import { WebPush } from "../features/web-push";
import { PlayerLive } from "./player-live";

/** Loaded by AfterHydration (after-hydration.tsx): each acts in effects and draws nothing itself. */
export default function AfterHydrationParts() {
  return (
    <>
      <BuildCheck />
      <PlayerLive />
      <ReferralCapture />
      <EmailConfirmation />
      <FreeEntriesBonusListener />
      <WebPush />
      <GeoCheck />
      <TermsCheck />
      <VerifyHashListener />
      <RealityCheckTimer />
      <CashBoxHost />
      <PromoOfferLinks />
      <PresetPackagePopup />
    </>
  );
}
