import { followAmoe } from "../features/amoe";
import { followBuilds } from "../features/builds";
import { followCatalogue } from "../features/games-catalogue";
import { followHomeGames } from "../features/home";
import { followIdentityVerification } from "../features/identity-verification";
import { followNotifications } from "../features/notifications";
import { followOrders } from "../features/payments";
import { followLiveBalance } from "../features/player";
import { followRedemptions } from "../features/redemptions";
import { followResponsiblePlay } from "../features/responsible-play";
import { followSupportChat } from "../features/support-chat";
import type { LiveFollower } from "../lib/live";

/**
 * Every feature that follows the push channel in a signed-in tab. This module and all it imports load after
 * hydration (root/player-live.tsx), so a feature adds its follower here without weighing on the first page.
 */
export const LIVE_FOLLOWERS: readonly LiveFollower[] = [
  followLiveBalance,
  followBuilds,
  followCatalogue,
  followHomeGames,
  followNotifications,
  followIdentityVerification,
  followSupportChat,
  followAmoe,
  followResponsiblePlay,
  followOrders,
  followRedemptions,
];
