import type { Feature } from "../../platform/feature";
import { registerPlayerBackofficeRoutes } from "./player.backoffice.routes";
import { installLiveBalances } from "./player.live-balance";
import { registerPlayerRoutes } from "./player.routes";

export const playerFeature: Feature = {
  name: "player",
  register(app, context) {
    installLiveBalances(app, context);
    registerPlayerRoutes(app, context);
    registerPlayerBackofficeRoutes(app, context);
  },
};
export {
  completeCodeRegistration,
  confirmAccountEmail,
  createPlayer,
  findAccountByEmail,
  findAccountById,
  type NewPlayerInput,
  type PlayerAccount,
  playerIdOfInviteCode,
  setCodeSignIn,
  setPasswordHash,
  signInMethodsOf,
} from "./player.accounts.service";
export { type DemoPlayer, hasDemoPlayer, seedDemoPlayer } from "./player.demo-seed.service";
/** For features that may refuse a game mode (geo-restriction): a check run before the switch. */
export { type GameModeGuard, guardGameModeSwitch } from "./player.game-mode-guards";
export {
  activityReminderMinutesOf,
  playerContactsOf,
  setActivityReminderMinutes,
  setPlayBlockedUntil,
} from "./player.play-status.service";
export {
  lockPlayerProfile,
  type PlayerProfile,
  type PlayerProfileWrite,
  readPlayerProfile,
  writePlayerProfile,
} from "./player.profile.service";
export { countPartnerSignUps, findInviterByCode, partnerStatusOf } from "./player.referrals.service";
/** For app start data: the signed-in player with balances. */
export {
  loadPlayerSummary,
  type PlayerSummary,
  type PublicName,
  playerEmail,
  playerStateOf,
  presentBalance,
  publicNamesOf,
} from "./player.service";
export { playersByBrand, signUpsByDay } from "./player.stats.service";
