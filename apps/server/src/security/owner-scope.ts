import type { OwnedByA } from "./matrix-fixture";

/** GETs a path as player A (a fresh session) and answers the parsed body. */
export type ViewAsA = (url: string) => Promise<unknown>;

/**
 * How an operation touches what one player owns. Every `player` operation with a path parameter must have
 * an entry, so a new route naming a resource is checked against other players the day it is added.
 */
export interface OwnerScope {
  /** What the path parameter names and why another player gets nothing of A's from it. */
  note: string;
  /** Path parameters aimed at A's resource (or at the shared item the call acts on for its caller). */
  params?: (a: OwnedByA) => Record<string, string | number>;
  /** Whether an answer carries A's own data: A's answer must, nobody else's may. */
  showsOwnData?: (body: unknown, a: OwnedByA, viewAsA: ViewAsA) => boolean | Promise<boolean>;
  /** What A sees of the resource (a GET and the part that matters); another player's call must not change it. */
  ownerView?: { url: string; pick: (body: unknown) => unknown };
}

const field = (body: unknown, key: string): unknown =>
  typeof body === "object" && body !== null ? (body as Record<string, unknown>)[key] : undefined;

const roundIdsOf = (body: unknown): unknown[] => {
  const rounds = field(body, "rounds");
  return Array.isArray(rounds) ? rounds.map((round) => field(round, "id")) : [];
};

const notificationIdsOf = (body: unknown): unknown[] => {
  const notifications = field(body, "notifications");
  return Array.isArray(notifications) ? notifications.map((notification) => field(notification, "id")) : [];
};

const orderIdsOf = (body: unknown): unknown[] => {
  const orders = field(body, "orders");
  return Array.isArray(orders) ? orders.map((order) => field(order, "id")) : [];
};

const notificationsView = { url: "/rest/notifications/", pick: (body: unknown) => body };
const ordersView = { url: "/rest/cash/orders/", pick: (body: unknown) => body };
const favouritesView = { url: "/rest/app/init/", pick: (body: unknown) => field(body, "favoriteGames") };
const fairnessView = { url: "/rest/fairness/", pick: (body: unknown) => body };
const showsEmail = (body: unknown, a: OwnedByA) => JSON.stringify(body).includes(a.email);
const redemptionIdsOf = (body: unknown): unknown[] => {
  const requests = field(body, "requests");
  return Array.isArray(requests) ? requests.map((request) => field(request, "id")) : [];
};
const redeemView = { url: "/rest/cash/redeem/", pick: (body: unknown) => field(body, "requests") };

/** Keyed by operationId. */
export const OWNER_SCOPE: Readonly<Record<string, OwnerScope>> = {
  playerRounds: {
    note: "the signed-in player's round history",
    showsOwnData: (body, a) => roundIdsOf(body).includes(a.roundId),
  },
  operatorRound: {
    note: "{id} is a round id: A's round, which only the back office may read",
    params: (a) => ({ id: a.roundId }),
    showsOwnData: (body, a) => field(body, "id") === a.roundId,
  },
  playGame: {
    note: "{id} is a catalogue game; the launch opens a game session of the caller's own",
    params: (a) => ({ id: a.gameId }),
  },
  demoGame: {
    note: "{id} is a catalogue game; the launch opens a demo session of the caller's own",
    params: (a) => ({ id: a.gameId }),
  },
  favoriteGameToggle: {
    note: "{id} is a catalogue game A has among their favourites; the toggle edits the caller's list only",
    params: (a) => ({ id: a.gameId }),
    ownerView: favouritesView,
  },
  fairnessState: {
    note: "the signed-in player's seed commitment",
    showsOwnData: async (body, _a, viewAsA) =>
      field(body, "serverSeedHash") === field(await viewAsA(fairnessView.url), "serverSeedHash"),
  },
  fairnessRotate: { note: "rotates the caller's seeds only", ownerView: fairnessView },
  playerProfile: { note: "the signed-in player's profile", showsOwnData: showsEmail },
  profilePage: { note: "the signed-in player's profile page", showsOwnData: showsEmail },
  playerProfileUpdate: {
    note: "edits the caller's profile only",
    ownerView: { url: "/rest/player/profile/", pick: (b) => b },
  },
  playerRewardClaim: {
    note: "{kind} is a reward kind, the same for everyone; the claim pays the caller's own reward only",
    params: () => ({ kind: "email" }),
    ownerView: { url: "/rest/player/rewards/", pick: (b) => b },
  },
  listNotifications: {
    note: "the signed-in player's notifications",
    showsOwnData: (body, a) => notificationIdsOf(body).includes(a.notificationId),
  },
  readNotification: {
    note: "{id} is A's notification; another player's call finds no such notification and reads nothing",
    params: (a) => ({ id: a.notificationId }),
    ownerView: notificationsView,
  },
  readAllNotifications: { note: "reads the caller's notifications only", ownerView: notificationsView },
  identityDocumentFile: {
    note: "{id} is A's identity document; another player's call finds no such document and gets no bytes",
    params: (a) => ({ id: a.documentId }),
    // The bytes read as text: the PNG signature and its header chunk.
    showsOwnData: (body) => typeof body === "string" && body.includes("PNG") && body.includes("IHDR"),
  },
  confirmPurchaseLimit: {
    note: "{period} is day, week or month, the same for everyone; confirms the caller's own limit only",
    params: () => ({ period: "day" }),
    ownerView: { url: "/rest/responsible-play/", pick: (b) => field(b, "limits") },
  },
  cancelPurchaseLimit: {
    note: "{period} is day, week or month, the same for everyone; cancels the caller's own change only",
    params: () => ({ period: "day" }),
    ownerView: { url: "/rest/responsible-play/", pick: (b) => field(b, "limits") },
  },
  redeem: {
    note: "the signed-in player's redeem page: their winnings and their own redemption requests",
    showsOwnData: (body, a) => redemptionIdsOf(body).includes(a.redemptionId),
  },
  cancelRedemption: {
    note: "{id} is A's redemption; another player's call finds no such request and cancels nothing",
    params: (a) => ({ id: a.redemptionId }),
    ownerView: redeemView,
  },
  cashPreset: {
    note: "{id} is a preset of the brand, the same for everyone (1: the first seeded package); the answer judges it on the caller's own purchases and balance only",
    params: () => ({ id: 1 }),
  },
  bonusOffers: {
    note: "the signed-in player's pending bonuses",
    showsOwnData: (body, a) => JSON.stringify(body).includes(a.bonusMessageId),
  },
  checkFreeEntriesBonus: {
    note: "every actor sends A's bonus message id (values by name); only A's own claim may take it",
    ownerView: { url: "/rest/bonus-offer/get-bonuses/", pick: (body: unknown) => body },
  },
  createOrder: { note: "places an order of the caller's own", ownerView: ordersView },
  order: {
    note: "{id} is A's purchase order; another player's call finds no such order",
    params: (a) => ({ id: a.orderId }),
    showsOwnData: (body, a) => field(field(body, "order"), "id") === a.orderId,
  },
  refreshOrderStatus: {
    note: "{id} is A's purchase order; another player's refresh finds no such order and moves nothing",
    params: (a) => ({ id: a.orderId }),
    ownerView: ordersView,
  },
  listOrders: {
    note: "the signed-in player's orders",
    showsOwnData: (body, a) => orderIdsOf(body).includes(a.orderId),
  },
  appInit: {
    note: "public, but a signed-in player gets their own details",
    showsOwnData: (body, a) => field(field(body, "playerInfo"), "id") === a.playerId,
  },
};

/**
 * Roles beyond "signed in", keyed by operationId: the document marks such an operation by listing FORBIDDEN
 * among its error codes, and each must be here.
 */
export const ROLE_RESTRICTED: Readonly<Record<string, "affiliate">> = {
  partnersAccount: "affiliate",
};

/** Values sent for fields of these names, so calls get past validation to the code that authorizes. */
export function valuesByName(a: OwnedByA): Record<string, unknown> {
  return {
    locale: "en",
    name: "terms",
    buildId: "test-build",
    provider: "house",
    page: "/",
    password: "Matrix-Placeholder-2026",
    // The game page's credential is the game session token, not the cookie: every actor sends A's.
    token: a.gameSessionToken,
    sessionToken: a.gameSessionToken,
    stake: 10,
    // The store's seeded flip set and link offer, so those calls reach the player's own rows.
    promoOfferSet: "lucky-coin",
    urlHash: "spring-boost",
    // A bank routing number has nine digits (redemptions' payout details).
    routingNumber: "011000015",
    // A's pending bonus: another player's claim of it must find nothing.
    message_id: a.bonusMessageId,
  };
}
