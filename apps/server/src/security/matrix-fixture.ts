import type { FastifyInstance } from "fastify";
import { multipartBody, SAMPLES } from "../features/identity-verification/identity-verification.test-fixture";
import { createTestGame, fundPlayer } from "../test-support/games";
import { createTestOperator, type TestOperator } from "../test-support/operators";
import { createTestPlayer, createTestSession } from "../test-support/players";
import type { TestApp } from "../test-support/test-app";

export const OPERATOR_TOKEN = "matrix-operator-token-0123456789abcdef";
/** The default brand's host, and a host of another brand whose players must not pass here. */
export const HOST = "localhost";
export const OTHER_BRAND_HOST = "nlc.localhost";
export const MATRIX_ENV = {
  CAPTCHA: "off",
  OPERATOR_API_TOKEN: OPERATOR_TOKEN,
  BRAND_HOSTS: `${OTHER_BRAND_HOST}=nlc`,
};
/** The lowest coin stake of `createTestGame`'s default game. */
const STAKE = 10;

export type ActorName = "guest" | "otherBrand" | "playerB" | "affiliate" | "playerA";

export interface Actor {
  name: ActorName;
  /** Null for the guest. */
  playerId: string | null;
  isAffiliate: boolean;
}

/** What player A owns; the owner table points other players at it. */
export interface OwnedByA {
  playerId: string;
  email: string;
  /** A built-in game A launched, played and added to their favourites. */
  gameId: number;
  /** The token of A's game session: the credential of the game page's API. */
  gameSessionToken: string;
  /** A's settled round. */
  roundId: string;
  /** A notification an operator sent A (unread). */
  notificationId: string;
  /** An identity document A uploaded. */
  documentId: string;
  /** A redemption A requested (still requested). */
  redemptionId: string;
  /** The message id of a free-entries bonus an operator granted A (still pending). */
  bonusMessageId: string;
  /** A purchase order A placed (pending: its hosted form was never submitted). */
  orderId: string;
}

export interface MatrixFixture {
  /** Player A last: others act first, so A's own calls cannot hide what theirs did. */
  actors: readonly Actor[];
  a: OwnedByA;
  /** Host and a fresh session cookie: a call that ends its session (logout, sign-in) spoils no other. */
  headersOf(actor: Actor): Promise<Record<string, string>>;
  /** A client address of its own per call, so per-IP rate limits never stand in for authorization. */
  nextAddress(): string;
  /** A back-office operator of a role, with a session of their own. */
  newOperator(roleId: string): Promise<TestOperator>;
}

async function call(
  app: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  headers: object,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    headers: { host: HOST, "x-casino-client": "web", ...headers },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200) {
    throw new Error(`Matrix setup: ${method} ${url} answered ${response.statusCode} ${response.body}`);
  }
  return response.json() as Record<string, unknown>;
}

/** Guest, player A with a game session, a round and a favourite, player B, an affiliate, another brand's player. */
export async function createMatrixFixture({ app, db }: TestApp): Promise<MatrixFixture> {
  const game = await createTestGame(db);
  const playerA = await createTestPlayer(db, { emailConfirmed: true });
  const playerB = await createTestPlayer(db, { emailConfirmed: true });
  const affiliate = await createTestPlayer(db, { emailConfirmed: true, isAffiliate: true });
  const otherBrand = await createTestPlayer(db, { brandId: "nlc", emailConfirmed: true });
  for (const { playerId } of [playerA, playerB])
    await fundPlayer(db, playerId, { coins: 1000, entries: 100 });

  const asA = { cookie: playerA.cookie };
  const launch = await call(app, "POST", `/rest/game/${game.id}/play/`, asA);
  const gameSessionToken = String(launch.sessionToken);
  const spin = await call(app, "POST", "/games/api/spin", {}, { token: gameSessionToken, stake: STAKE });
  await call(app, "POST", `/rest/favorite-game/${game.id}/`, asA);
  const support = await createTestOperator(db, { roleId: "support" });
  const notification = await call(
    app,
    "POST",
    `/api/backoffice/players/${playerA.playerId}/notifications/`,
    { cookie: support.cookie },
    { category: "system", title: "For A only", body: "Nobody else may read or mark this." },
  );
  const redemptionId = await redemptionOfA(app, db, playerA.playerId, asA);
  const finance = await createTestOperator(db, { roleId: "finance" });
  const bonus = await call(
    app,
    "POST",
    `/api/backoffice/players/${playerA.playerId}/bonuses/`,
    { cookie: finance.cookie },
    { entries: "5", lifetimeDays: 7, reason: "For A only" },
  );
  const orderId = await orderOfA(app, db, asA);
  // The other brand's session is sound at home, so its refusal here is the brand's doing.
  await call(app, "GET", "/rest/player/balance/", { host: OTHER_BRAND_HOST, cookie: otherBrand.cookie });

  const actor = (name: ActorName, playerId: string | null, isAffiliate = false): Actor => ({
    name,
    playerId,
    isAffiliate,
  });
  let addresses = 0;
  return {
    actors: [
      actor("guest", null),
      actor("otherBrand", otherBrand.playerId),
      actor("playerB", playerB.playerId),
      actor("affiliate", affiliate.playerId, true),
      actor("playerA", playerA.playerId),
    ],
    a: {
      playerId: playerA.playerId,
      email: playerA.email,
      gameId: game.id,
      gameSessionToken,
      roundId: String(spin.roundId),
      notificationId: String(notification.id),
      documentId: await uploadDocumentOfA(app, playerA.cookie),
      redemptionId,
      bonusMessageId: String(bonus.messageId),
      orderId,
    },
    async headersOf({ playerId }): Promise<Record<string, string>> {
      return playerId ? { host: HOST, cookie: await createTestSession(db, playerId) } : { host: HOST };
    },
    newOperator: (roleId) => createTestOperator(db, { roleId }),
    nextAddress() {
      addresses += 1;
      return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
    },
  };
}

/**
 * A's redemption request, made the way a player makes one: for the call A is put in SweepStakes mode,
 * verified and given winnings beyond the playthrough their entries owe, then put back as the other
 * actors are (TournamentPoints, no verification), so no other operation sees A differently.
 */
async function redemptionOfA(
  app: FastifyInstance,
  db: TestApp["db"],
  playerId: string,
  asA: { cookie: string },
): Promise<string> {
  await fundPlayer(db, playerId, { winnings: 200 });
  await db.query("update player set game_mode = 'SweepStakes' where id = $1", [playerId]);
  await db.query(
    `insert into identity_verification (player_id, status, method, verified_at, updated_at)
     values ($1, 'verified', 'document', now(), now())`,
    [playerId],
  );
  const body = {
    amount: 50,
    method: "bank",
    requestKey: "00000000-0000-4000-8000-00000000000a",
    payoutDetails: { accountHolder: "Player A", routingNumber: "011000015", accountNumber: "000123456789" },
  };
  const answer = await call(app, "POST", "/rest/cash/redeem/", asA, body);
  await db.query("delete from identity_verification where player_id = $1", [playerId]);
  await db.query("update player set game_mode = 'TournamentPoints' where id = $1", [playerId]);
  const id = (answer.redemption as { id?: unknown } | undefined)?.id;
  if (typeof id !== "string") throw new Error("Matrix setup: the redemption answered no id");
  return id;
}

/** A's identity document: a PNG uploaded as a browser's form would. */
async function uploadDocumentOfA(app: TestApp["app"], cookie: string): Promise<string> {
  const body = multipartBody({ kind: "id_front" }, { name: "a.png", type: "image/png", bytes: SAMPLES.png });
  const response = await app.inject({
    method: "POST",
    url: "/rest/identity-verification/documents/",
    payload: body.payload,
    headers: { host: HOST, "x-casino-client": "web", cookie, ...body.headers },
  });
  if (response.statusCode !== 200) throw new Error(`Matrix setup: upload answered ${response.body}`);
  const id = (response.json() as { document?: { id?: unknown } }).document?.id;
  if (typeof id !== "string")
    throw new Error(`Matrix setup: upload answered no document id ${response.body}`);
  return id;
}

/** A's purchase order: a package of the default brand, ordered the way the cash box orders it. */
async function orderOfA(app: FastifyInstance, db: TestApp["db"], asA: { cookie: string }): Promise<string> {
  const [preset] = await db.query<{ id: number }>(
    `insert into store_preset (brand_id, kind, title, price_cents, coins, entries)
     values ('funrize', 'package', 'Matrix pack', 999, 1000, 500) returning id`,
  );
  const answer = await call(app, "POST", "/rest/cash/orders/", asA, {
    presetId: preset?.id,
    offerType: "preset",
    methodId: "card",
    orderKey: "00000000-0000-4000-8000-00000000000b",
  });
  const id = (answer.order as { id?: unknown } | undefined)?.id;
  if (typeof id !== "string") throw new Error("Matrix setup: the order answered no id");
  return id;
}
