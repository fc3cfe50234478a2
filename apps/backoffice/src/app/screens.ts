import { amoeScreens } from "../features/amoe";
import { auditLogScreens } from "../features/audit-log";
import { AdjustmentRequestForm, balanceAdjustmentsScreens } from "../features/balance-adjustments";
import { PlayerBonusesTab } from "../features/bonus-offers";
import { dashboardScreens } from "../features/dashboard";
import { gamesCatalogueScreens } from "../features/games-catalogue";
import { geoRestrictionScreens } from "../features/geo-restriction";
import { homeScreens } from "../features/home";
import { identityVerificationScreens, PlayerIdentityTab } from "../features/identity-verification";
import { ledgerScreens } from "../features/ledger";
import { legalPagesScreens } from "../features/legal-pages";
import { SendNotificationForm } from "../features/notifications";
import { operatorsScreens } from "../features/operators";
import { paymentsScreens } from "../features/payments";
import { playerScreens } from "../features/player";
import { promotionsScreens } from "../features/promotions";
import { redemptionsScreens } from "../features/redemptions";
import { PlayerResponsiblePlayTab, responsiblePlayScreens } from "../features/responsible-play";
import { staticInfoScreens } from "../features/static-info";
import { storeScreens } from "../features/store";
import { supportChatScreens } from "../features/support-chat";
import { sweepstakesRulesScreens } from "../features/sweepstakes-rules";
import type { BackofficeScreen } from "../lib/screens";

/**
 * Every screen of the back office, feature by feature. A feature with operator screens adds its list
 * here; the router and the navigation are both made from it, so a link exists only for a real page.
 * Features never import each other: the app puts one's parts into another's slots here.
 */
export const SCREENS: readonly BackofficeScreen[] = [
  ...dashboardScreens,
  ...playerScreens({
    BalanceActions: AdjustmentRequestForm,
    PlayerActions: SendNotificationForm,
    PlayerTabs: [
      { id: "identity", label: "Identity", Component: PlayerIdentityTab },
      { id: "responsible-play", label: "Responsible play", Component: PlayerResponsiblePlayTab },
      { id: "bonuses", label: "Bonuses", Component: PlayerBonusesTab },
    ],
  }),
  ...balanceAdjustmentsScreens,
  ...supportChatScreens,
  ...ledgerScreens,
  ...operatorsScreens,
  // The content module (issue #11), one screen per owning feature.
  ...homeScreens,
  ...staticInfoScreens,
  ...gamesCatalogueScreens,
  ...legalPagesScreens,
  ...promotionsScreens,
  // Trust and compliance (issue #13).
  ...amoeScreens,
  ...sweepstakesRulesScreens,
  ...geoRestrictionScreens,
  ...identityVerificationScreens,
  ...responsiblePlayScreens,
  // Cash (issue #14).
  ...storeScreens,
  ...paymentsScreens,
  ...redemptionsScreens,
  ...auditLogScreens,
];
