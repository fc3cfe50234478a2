import type { Feature } from "../platform/feature";
import { accountSecurityFeature } from "./account-security";
import { affiliatesFeature } from "./affiliates";
import { amoeFeature } from "./amoe";
import { appInitFeature } from "./app-init";
import { auditLogFeature } from "./audit-log";
import { authFeature } from "./auth";
import { balanceAdjustmentsFeature } from "./balance-adjustments";
import { bonusOffersFeature } from "./bonus-offers";
import { buildsFeature } from "./builds";
import { dashboardFeature } from "./dashboard";
import { fairnessFeature } from "./fairness";
import { favoritesFeature } from "./favorites";
import { gameArtFeature } from "./game-art";
import { gameRoundsFeature } from "./game-rounds";
import { gameSessionsFeature } from "./game-sessions";
import { gamesCatalogueFeature } from "./games-catalogue";
import { geoRestrictionFeature } from "./geo-restriction";
import { homeFeature } from "./home";
import { houseGamesFeature } from "./house-games";
import { identityVerificationFeature } from "./identity-verification";
import { ledgerFeature } from "./ledger";
import { legalPagesFeature } from "./legal-pages";
import { mailboxFeature } from "./mailbox";
import { notificationsFeature } from "./notifications";
import { operatorsFeature } from "./operators";
import { paymentsFeature } from "./payments";
import { playerFeature } from "./player";
import { profileFeature } from "./profile";
import { promotionsFeature } from "./promotions";
import { providerWalletFeature } from "./provider-wallet";
import { redemptionsFeature } from "./redemptions";
import { requestHandleFeature } from "./request-handle";
import { responsiblePlayFeature } from "./responsible-play";
import { rewardsFeature } from "./rewards";
import { staticInfoFeature } from "./static-info";
import { storeFeature } from "./store";
import { supportChatFeature } from "./support-chat";
import { sweepstakesRulesFeature } from "./sweepstakes-rules";
import { translationsFeature } from "./translations";
import { webPushFeature } from "./web-push";

/** Every feature slice of the server, registered in this order. */
export const FEATURES: readonly Feature[] = [
  // First: the back office's operator hook must see every back-office route registered after it.
  operatorsFeature,
  auditLogFeature,
  ledgerFeature,
  dashboardFeature,
  balanceAdjustmentsFeature,
  buildsFeature,
  requestHandleFeature,
  appInitFeature,
  translationsFeature,
  staticInfoFeature,
  legalPagesFeature,
  sweepstakesRulesFeature,
  geoRestrictionFeature,
  authFeature,
  accountSecurityFeature,
  mailboxFeature,
  playerFeature,
  profileFeature,
  rewardsFeature,
  affiliatesFeature,
  providerWalletFeature,
  gameSessionsFeature,
  houseGamesFeature,
  gameRoundsFeature,
  fairnessFeature,
  gamesCatalogueFeature,
  homeFeature,
  favoritesFeature,
  notificationsFeature,
  identityVerificationFeature,
  responsiblePlayFeature,
  amoeFeature,
  redemptionsFeature,
  storeFeature,
  promotionsFeature,
  paymentsFeature,
  bonusOffersFeature,
  supportChatFeature,
  webPushFeature,
  gameArtFeature,
];
