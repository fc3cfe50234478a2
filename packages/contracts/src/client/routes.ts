import type * as endpoints from "../index";
import { route } from "./route";

// The routes of every endpoint a browser or a server render calls (not the provider wallet's or the
// operator's): the same id, method and path as the endpoint, checked by routes.test.ts.

export const accountSecurityRoute = route<typeof endpoints.accountSecurityEndpoint>(
  "accountSecurity",
  "GET",
  "/rest/account/security/",
);
export const amoeRoute = route<typeof endpoints.amoeEndpoint>("amoe", "GET", "/rest/amoe/");
export const requestAmoeCodeRoute = route<typeof endpoints.requestAmoeCodeEndpoint>(
  "requestAmoeCode",
  "POST",
  "/rest/amoe/request/",
);
export const appInitRoute = route<typeof endpoints.appInitEndpoint>("appInit", "GET", "/rest/app/init/");
export const balanceRoute = route<typeof endpoints.balanceEndpoint>(
  "playerBalance",
  "GET",
  "/rest/player/balance/",
);
export const buildMetaRoute = route<typeof endpoints.buildMetaEndpoint>(
  "buildMeta",
  "GET",
  "/builds/meta/{buildId}.json",
);
export const cachedGamesRoute = route<typeof endpoints.cachedGamesEndpoint>(
  "cachedGames",
  "GET",
  "/api/rest/games/get-cached-games",
);
export const cachedGamesLookupRoute = route<typeof endpoints.cachedGamesLookupEndpoint>(
  "cachedGamesLookup",
  "POST",
  "/api/rest/games/cached-games",
);
export const captchaChallengeRoute = route<typeof endpoints.captchaChallengeEndpoint>(
  "captchaChallenge",
  "GET",
  "/rest/captcha/challenge/",
);
export const checkRewardsRoute = route<typeof endpoints.checkRewardsEndpoint>(
  "checkRewards",
  "GET",
  "/rest/rewards/check-rewards/",
);
export const codeSignInRoute = route<typeof endpoints.codeSignInEndpoint>(
  "codeSignIn",
  "POST",
  "/rest/account/security/code-sign-in/",
);
export const demoGameRoute = route<typeof endpoints.demoGameEndpoint>(
  "demoGame",
  "POST",
  "/rest/game/{id}/demo/",
);
export const emailConfirmRoute = route<typeof endpoints.emailConfirmEndpoint>(
  "emailConfirm",
  "POST",
  "/rest/auth/email-confirm/",
);
export const emailConfirmResendRoute = route<typeof endpoints.emailConfirmResendEndpoint>(
  "emailConfirmResend",
  "POST",
  "/rest/auth/email-confirm/resend/",
);
export const fairnessRotateRoute = route<typeof endpoints.fairnessRotateEndpoint>(
  "fairnessRotate",
  "POST",
  "/rest/fairness/rotate/",
);
export const fairnessStateRoute = route<typeof endpoints.fairnessStateEndpoint>(
  "fairnessState",
  "GET",
  "/rest/fairness/",
);
export const favoriteGameRoute = route<typeof endpoints.favoriteGameEndpoint>(
  "favoriteGameToggle",
  "POST",
  "/rest/favorite-game/{id}/",
);
export const gameFiltersRoute = route<typeof endpoints.gameFiltersEndpoint>(
  "gameFilters",
  "GET",
  "/rest/get-game-filters/",
);
export const gamesRoute = route<typeof endpoints.gamesEndpoint>("games", "GET", "/api/rest/games");
export const homePageRoute = route<typeof endpoints.homePageEndpoint>("homePage", "GET", "/rest/page/home/");
export const houseGameSessionRoute = route<typeof endpoints.houseGameSessionEndpoint>(
  "houseGameSession",
  "GET",
  "/games/api/session",
);
export const houseGameSpinRoute = route<typeof endpoints.houseGameSpinEndpoint>(
  "houseGameSpin",
  "POST",
  "/games/api/spin",
);
export const termsStatusRoute = route<typeof endpoints.termsStatusEndpoint>(
  "termsStatus",
  "GET",
  "/rest/terms/status/",
);
export const acceptTermsRoute = route<typeof endpoints.acceptTermsEndpoint>(
  "acceptTerms",
  "POST",
  "/rest/terms/accept/",
);
export const myIdentityVerificationRoute = route<typeof endpoints.myIdentityVerificationEndpoint>(
  "myIdentityVerification",
  "GET",
  "/rest/identity-verification/",
);
export const uploadIdentityDocumentRoute = route<typeof endpoints.uploadIdentityDocumentEndpoint>(
  "uploadIdentityDocument",
  "POST",
  "/rest/identity-verification/documents/",
);
export const identityDocumentFileRoute = route<typeof endpoints.identityDocumentFileEndpoint>(
  "identityDocumentFile",
  "GET",
  "/rest/identity-verification/documents/{id}/file/",
);
export const startIdentityCheckRoute = route<typeof endpoints.startIdentityCheckEndpoint>(
  "startIdentityCheck",
  "POST",
  "/rest/identity-verification/check/",
);
export const latestBuildRoute = route<typeof endpoints.latestBuildEndpoint>(
  "latestBuild",
  "GET",
  "/builds/latest.json",
);
export const legalPageRoute = route<typeof endpoints.legalPageEndpoint>(
  "legalPage",
  "GET",
  "/rest/page/info/{name}/",
);
export const listNotificationsRoute = route<typeof endpoints.listNotificationsEndpoint>(
  "listNotifications",
  "GET",
  "/rest/notifications/",
);
export const logoutRoute = route<typeof endpoints.logoutEndpoint>("logout", "POST", "/rest/logout/");
export const mailboxRoute = route<typeof endpoints.mailboxEndpoint>(
  "devMailbox",
  "GET",
  "/rest/dev/mailbox/",
);
export const otpGetFlowRoute = route<typeof endpoints.otpGetFlowEndpoint>(
  "otpGetFlow",
  "POST",
  "/rest/otp/get-flow/",
);
export const otpRequestRoute = route<typeof endpoints.otpRequestEndpoint>(
  "otpRequest",
  "POST",
  "/rest/auth/otp/request/",
);
export const otpVerifyRoute = route<typeof endpoints.otpVerifyEndpoint>(
  "otpVerify",
  "POST",
  "/rest/auth/otp/verify/",
);
export const partnersAccountRoute = route<typeof endpoints.partnersAccountEndpoint>(
  "partnersAccount",
  "GET",
  "/rest/affiliates/partners-account/",
);
export const passwordResetConfirmRoute = route<typeof endpoints.passwordResetConfirmEndpoint>(
  "passwordResetConfirm",
  "POST",
  "/rest/auth/password-reset/confirm/",
);
export const passwordResetRoute = route<typeof endpoints.passwordResetEndpoint>(
  "passwordReset",
  "POST",
  "/rest/auth/password-reset/",
);
export const playGameRoute = route<typeof endpoints.playGameEndpoint>(
  "playGame",
  "POST",
  "/rest/game/{id}/play/",
);
export const playerRoundsRoute = route<typeof endpoints.playerRoundsEndpoint>(
  "playerRounds",
  "GET",
  "/rest/player/rounds/",
);
export const profileRoute = route<typeof endpoints.profileEndpoint>(
  "playerProfile",
  "GET",
  "/rest/player/profile/",
);
export const profilePageRoute = route<typeof endpoints.profilePageEndpoint>(
  "profilePage",
  "GET",
  "/rest/page/profile/",
);
export const profileUpdateRoute = route<typeof endpoints.profileUpdateEndpoint>(
  "playerProfileUpdate",
  "POST",
  "/rest/player/profile/",
);
export const readAllNotificationsRoute = route<typeof endpoints.readAllNotificationsEndpoint>(
  "readAllNotifications",
  "POST",
  "/rest/notifications/read-all/",
);
export const readNotificationRoute = route<typeof endpoints.readNotificationEndpoint>(
  "readNotification",
  "POST",
  "/rest/notifications/{id}/read/",
);
export const realityCheckStatusRoute = route<typeof endpoints.realityCheckStatusEndpoint>(
  "realityCheckStatus",
  "GET",
  "/rest/responsible-play/reality-check/",
);
export const responsiblePlaySettingsRoute = route<typeof endpoints.responsiblePlaySettingsEndpoint>(
  "responsiblePlaySettings",
  "GET",
  "/rest/responsible-play/",
);
export const setRealityCheckRoute = route<typeof endpoints.setRealityCheckEndpoint>(
  "setRealityCheck",
  "POST",
  "/rest/responsible-play/reality-check/",
);
export const setPurchaseLimitRoute = route<typeof endpoints.setPurchaseLimitEndpoint>(
  "setPurchaseLimit",
  "POST",
  "/rest/responsible-play/limits/",
);
export const confirmPurchaseLimitRoute = route<typeof endpoints.confirmPurchaseLimitEndpoint>(
  "confirmPurchaseLimit",
  "POST",
  "/rest/responsible-play/limits/{period}/confirm/",
);
export const cancelPurchaseLimitRoute = route<typeof endpoints.cancelPurchaseLimitEndpoint>(
  "cancelPurchaseLimit",
  "POST",
  "/rest/responsible-play/limits/{period}/cancel/",
);
export const startCoolOffRoute = route<typeof endpoints.startCoolOffEndpoint>(
  "startCoolOff",
  "POST",
  "/rest/responsible-play/cool-off/",
);
export const startSelfExclusionRoute = route<typeof endpoints.startSelfExclusionEndpoint>(
  "startSelfExclusion",
  "POST",
  "/rest/responsible-play/self-exclusion/",
);
export const registrationCompleteRoute = route<typeof endpoints.registrationCompleteEndpoint>(
  "registrationComplete",
  "POST",
  "/rest/auth/registration-complete/",
);
export const requestHandleRoute = route<typeof endpoints.requestHandleEndpoint>(
  "requestHandle",
  "GET",
  "/rest/request/handle/",
);
export const rewardClaimRoute = route<typeof endpoints.rewardClaimEndpoint>(
  "playerRewardClaim",
  "POST",
  "/rest/player/rewards/{kind}/claim/",
);
export const rewardsRoute = route<typeof endpoints.rewardsEndpoint>(
  "playerRewards",
  "GET",
  "/rest/player/rewards/",
);
export const signInRoute = route<typeof endpoints.signInEndpoint>("signIn", "POST", "/rest/auth/signin/");
export const signOutEverywhereRoute = route<typeof endpoints.signOutEverywhereEndpoint>(
  "signOutEverywhere",
  "POST",
  "/rest/account/security/sign-out-everywhere/",
);
export const signUpRoute = route<typeof endpoints.signUpEndpoint>("signUp", "POST", "/rest/auth/signup/");
export const staticInfoRoute = route<typeof endpoints.staticInfoEndpoint>(
  "staticInfo",
  "GET",
  "/api/rest/static-info/",
);
export const supportChatAuthRoute = route<typeof endpoints.supportChatAuthEndpoint>(
  "supportChatAuth",
  "POST",
  "/api/chat/auth/",
);
export const supportChatConversationRoute = route<typeof endpoints.supportChatConversationEndpoint>(
  "supportChatConversation",
  "GET",
  "/api/chat/conversation/",
);
export const supportChatSendRoute = route<typeof endpoints.supportChatSendEndpoint>(
  "supportChatSend",
  "POST",
  "/api/chat/messages/",
);
export const switchToSweepStakesRoute = route<typeof endpoints.switchToSweepStakesEndpoint>(
  "switchToSweepStakes",
  "POST",
  "/rest/player/game-mode/switch-to-sweep-stakes/",
);
export const switchToTournamentPointsRoute = route<typeof endpoints.switchToTournamentPointsEndpoint>(
  "switchToTournamentPoints",
  "POST",
  "/rest/player/game-mode/switch-to-tournament-points/",
);
export const translationsRoute = route<typeof endpoints.translationsEndpoint>(
  "translations",
  "GET",
  "/api/rest/translations/{locale}",
);
export const unreadNotificationsRoute = route<typeof endpoints.unreadNotificationsEndpoint>(
  "unreadNotifications",
  "GET",
  "/rest/notifications/unread-count/",
);
export const webPushConfigRoute = route<typeof endpoints.webPushConfigEndpoint>(
  "webPushConfig",
  "GET",
  "/rest/web-push/config/",
);
export const webPushSubscribeRoute = route<typeof endpoints.webPushSubscribeEndpoint>(
  "webPushSubscribe",
  "POST",
  "/rest/web-push/subscriptions/",
);
export const webPushUnsubscribeRoute = route<typeof endpoints.webPushUnsubscribeEndpoint>(
  "webPushUnsubscribe",
  "POST",
  "/rest/web-push/subscriptions/remove/",
);
export const welcomeCreditsRoute = route<typeof endpoints.welcomeCreditsEndpoint>(
  "playerWelcomeCredits",
  "GET",
  "/rest/player/rewards/welcome/",
);

// Geo-blocking (issue #13).
export const restrictionInfoRoute = route<typeof endpoints.restrictionInfoEndpoint>(
  "restrictionInfo",
  "GET",
  "/rest/restriction/info/",
);
export const restrictionIpCheckRoute = route<typeof endpoints.restrictionIpCheckEndpoint>(
  "restrictionIpCheck",
  "GET",
  "/rest/restriction/player/ip/check/",
);
export const restrictionGeoCheckRoute = route<typeof endpoints.restrictionGeoCheckEndpoint>(
  "restrictionGeoCheck",
  "POST",
  "/rest/restriction/player/geo/check/",
);
export const restrictionBlockRoute = route<typeof endpoints.restrictionBlockEndpoint>(
  "restrictionBlock",
  "POST",
  "/rest/restriction/player/block/",
);
